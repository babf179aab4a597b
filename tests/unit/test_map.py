"""The map (1.3) as the rules hold it."""

from fitl.asp import static


def test_1_3_1_forty_seven_spaces():
    st = static()
    kinds = [st.space_type[s] for s in st.spaces]
    assert len(st.spaces) == 47
    assert kinds.count("city") == 8 and kinds.count("province") == 22 and kinds.count("loc") == 17


def test_1_3_6_adjacency_is_symmetric():
    adj = static().adjacent
    for a, bs in adj.items():
        for b in bs:
            assert a in adj[b], (a, b)
        assert a not in bs
    assert not static().map_errors


def test_1_3_6_adjacency_example_da_lat_and_route_21():
    adj = static().adjacent
    # Quang Duc and Route 11 (Cam Ranh -- Da Lat) meet at Da Lat.
    assert "loc_cam_ranh_da_lat" in adj["quang_duc_long_khanh"]
    # Quang Duc and Khanh Hoa are adjacent across Route 21 (Ban Me Thuot -- Da Lat).
    assert "khanh_hoa" in adj["quang_duc_long_khanh"]
    assert {"khanh_hoa", "quang_duc_long_khanh"} <= adj["loc_ban_me_thuot_da_lat"]


def test_1_3_6_one_way_listings_are_adjacent_both_ways():
    adj = static().adjacent
    assert "loc_kontum_dak_to" in adj["loc_da_nang_dak_to"] and "loc_da_nang_dak_to" in adj["loc_kontum_dak_to"]
    assert "quang_duc_long_khanh" in adj["loc_cam_ranh_da_lat"]
    assert "loc_saigon_an_loc_ban_me_thuot" in adj["khanh_hoa"]


def test_1_3_4_total_econ_is_15():
    st = static()
    assert sum(st.econ[s] for s in st.spaces if st.space_type[s] == "loc") == 15
    assert st.econ["loc_saigon_can_tho"] == 2


def test_1_3_3_city_population():
    st = static()
    assert st.pop["saigon"] == 6 and st.pop["hue"] == 2
    assert sum(st.pop[s] for s in st.spaces if st.space_type[s] == "city") == 14


def test_1_3_5_foreign_countries():
    st = static()
    foreign = {s: c for s, c in st.country.items() if c != "south"}
    assert foreign == {
        "north_vietnam": "north_vietnam", "central_laos": "laos", "southern_laos": "laos",
        "northeast_cambodia": "cambodia", "the_fishhook": "cambodia",
        "the_parrots_beak": "cambodia", "sihanoukville": "cambodia",
    }
    # All LoCs are in the South.
    assert all(st.country[s] == "south" for s in st.spaces if st.space_type[s] == "loc")


def test_4_4_3_mekong_example_neighbours():
    # The 2-Econ Mekong LoC touches Kien Phong, Kien Hoa, Can Tho and Saigon.
    assert static().adjacent["loc_saigon_can_tho"] == {"kien_phong", "kien_hoa_vinh_binh", "can_tho", "saigon"}


def test_1_3_6_within_n_spaces_counts_steps_of_adjacency_l7():
    """within/3 (asp/static/map.lp): B is within N spaces of A when a chain of at
    most N adjacencies (1.3.6), through spaces of any type, joins them (card 87)."""
    st = static()
    within = {(a.name, b.name, n.number) for a, b, n in st._by[("within", 3)]}
    # Hue: Quang Tri and both LoCs 1; Da Nang, Quang Nam, North Vietnam, Central Laos 2;
    # Quang Tin, Southern Laos, the Da Nang LoCs 3; Binh Dinh and Qui Nhon 4.
    for s, d in {"hue": 0, "quang_tri_thua_thien": 1, "loc_hue_da_nang": 1, "da_nang": 2, "north_vietnam": 2,
                 "central_laos": 2, "quang_tin_quang_ngai": 3, "southern_laos": 3, "loc_da_nang_qui_nhon": 3}.items():
        assert ("hue", s, d) in within and (d == 0 or ("hue", s, d - 1) not in within), s
    assert not {("hue", s, 3) for s in ("binh_dinh", "qui_nhon", "saigon")} & within
    # the same as a breadth-first search over the adjacency data, for every pair
    for a in st.spaces:
        dist, frontier = {a: 0}, [a]
        for n in (1, 2, 3):
            frontier = [b for x in frontier for b in st.adjacent[x] if b not in dist]
            for b in frontier:
                dist.setdefault(b, n)
        for b in st.spaces:
            for n in (0, 1, 2, 3):
                assert ((a, b, n) in within) == (b in dist and dist[b] <= n), (a, b, n)
