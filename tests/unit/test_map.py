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
