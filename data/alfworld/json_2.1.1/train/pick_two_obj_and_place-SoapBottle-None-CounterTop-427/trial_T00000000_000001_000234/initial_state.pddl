(define (problem plan_trial_T00000000_000001_000234)
(:domain alfred)
(:objects
        agent1 - agent
        BathtubBasinType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        ClothType - otype
        DishSpongeType - otype
        KnifeType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        SoapBottle_bar__plus_01_dot_33_bar__plus_00_dot_65_bar__plus_00_dot_74 - object
        SoapBottle_bar__plus_00_dot_25_bar__plus_00_dot_47_bar__minus_01_dot_89 - object
        SoapBottle_bar__minus_01_dot_99_bar__plus_00_dot_16_bar__minus_01_dot_01 - object
        Cloth_bar__plus_01_dot_98_bar__plus_00_dot_02_bar__minus_01_dot_72 - object
        DishSponge_bar__minus_01_dot_34_bar__plus_00_dot_51_bar__plus_01_dot_57 - object
        SprayBottle_bar__minus_02_dot_47_bar__plus_00_dot_67_bar__plus_00_dot_66 - object
        Bathtub_bar__minus_03_dot_71_bar__plus_00_dot_34_bar__plus_00_dot_64_bar_BathtubBasin - receptacle
        CounterTop_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__minus_00_dot_59 - receptacle
        Drawer_bar__minus_01_dot_44_bar__plus_00_dot_27_bar__minus_00_dot_62 - receptacle
        Drawer_bar__minus_01_dot_89_bar__plus_00_dot_27_bar__minus_00_dot_62 - receptacle
        Drawer_bar__minus_02_dot_34_bar__plus_00_dot_27_bar__minus_00_dot_62 - receptacle
        Drawer_bar__minus_02_dot_79_bar__plus_00_dot_27_bar__minus_00_dot_62 - receptacle
        Sink_bar__minus_01_dot_92_bar__plus_00_dot_44_bar__plus_02_dot_03_bar_SinkBasin - receptacle
        loc_bar__minus_10_bar_2_bar_2_bar_30 - location
        loc_bar__minus_11_bar_2_bar_3_bar_30 - location
        loc_bar__minus_5_bar_1_bar_3_bar_30 - location
        loc_bar__minus_7_bar_2_bar_2_bar_30 - location
        loc_bar__minus_7_bar_6_bar_0_bar_30 - location
        loc_bar__minus_8_bar_2_bar_2_bar_30 - location
        loc_bar__minus_9_bar_1_bar_2_bar_30 - location
        loc_bar__minus_9_bar_2_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_5_bar_1_bar_3_bar_30)
        (receptacleType Bathtub_bar__minus_03_dot_71_bar__plus_00_dot_34_bar__plus_00_dot_64_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__minus_03_dot_71_bar__plus_00_dot_34_bar__plus_00_dot_64_bar_BathtubBasin loc_bar__minus_11_bar_2_bar_3_bar_30)
        (receptacleType CounterTop_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__minus_00_dot_59 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__minus_00_dot_59 loc_bar__minus_9_bar_1_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_01_dot_44_bar__plus_00_dot_27_bar__minus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_44_bar__plus_00_dot_27_bar__minus_00_dot_62 loc_bar__minus_8_bar_2_bar_2_bar_30)
        (openable Drawer_bar__minus_01_dot_44_bar__plus_00_dot_27_bar__minus_00_dot_62)
        (receptacleType Drawer_bar__minus_01_dot_89_bar__plus_00_dot_27_bar__minus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_89_bar__plus_00_dot_27_bar__minus_00_dot_62 loc_bar__minus_10_bar_2_bar_2_bar_30)
        (openable Drawer_bar__minus_01_dot_89_bar__plus_00_dot_27_bar__minus_00_dot_62)
        (receptacleType Drawer_bar__minus_02_dot_34_bar__plus_00_dot_27_bar__minus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_34_bar__plus_00_dot_27_bar__minus_00_dot_62 loc_bar__minus_7_bar_2_bar_2_bar_30)
        (openable Drawer_bar__minus_02_dot_34_bar__plus_00_dot_27_bar__minus_00_dot_62)
        (receptacleType Drawer_bar__minus_02_dot_79_bar__plus_00_dot_27_bar__minus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_79_bar__plus_00_dot_27_bar__minus_00_dot_62 loc_bar__minus_9_bar_2_bar_2_bar_30)
        (openable Drawer_bar__minus_02_dot_79_bar__plus_00_dot_27_bar__minus_00_dot_62)
        (receptacleType Sink_bar__minus_01_dot_92_bar__plus_00_dot_44_bar__plus_02_dot_03_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_92_bar__plus_00_dot_44_bar__plus_02_dot_03_bar_SinkBasin loc_bar__minus_7_bar_6_bar_0_bar_30)
        (canContain BathtubBasinType ClothType)
        (canContain BathtubBasinType DishSpongeType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ClothType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType KnifeType)
        (objectType SoapBottle_bar__plus_01_dot_33_bar__plus_00_dot_65_bar__plus_00_dot_74 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_33_bar__plus_00_dot_65_bar__plus_00_dot_74 Drawer_bar__minus_02_dot_79_bar__plus_00_dot_27_bar__minus_00_dot_62)
        (objectAtLocation SoapBottle_bar__plus_01_dot_33_bar__plus_00_dot_65_bar__plus_00_dot_74 loc_bar__minus_9_bar_2_bar_2_bar_30)
        (pickupable SoapBottle_bar__plus_01_dot_33_bar__plus_00_dot_65_bar__plus_00_dot_74)
        (objectType SoapBottle_bar__plus_00_dot_25_bar__plus_00_dot_47_bar__minus_01_dot_89 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_00_dot_25_bar__plus_00_dot_47_bar__minus_01_dot_89 Drawer_bar__minus_01_dot_89_bar__plus_00_dot_27_bar__minus_00_dot_62)
        (objectAtLocation SoapBottle_bar__plus_00_dot_25_bar__plus_00_dot_47_bar__minus_01_dot_89 loc_bar__minus_10_bar_2_bar_2_bar_30)
        (pickupable SoapBottle_bar__plus_00_dot_25_bar__plus_00_dot_47_bar__minus_01_dot_89)
        (objectType SoapBottle_bar__minus_01_dot_99_bar__plus_00_dot_16_bar__minus_01_dot_01 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_99_bar__plus_00_dot_16_bar__minus_01_dot_01 Drawer_bar__minus_02_dot_34_bar__plus_00_dot_27_bar__minus_00_dot_62)
        (objectAtLocation SoapBottle_bar__minus_01_dot_99_bar__plus_00_dot_16_bar__minus_01_dot_01 loc_bar__minus_7_bar_2_bar_2_bar_30)
        (pickupable SoapBottle_bar__minus_01_dot_99_bar__plus_00_dot_16_bar__minus_01_dot_01)
        (objectType Cloth_bar__plus_01_dot_98_bar__plus_00_dot_02_bar__minus_01_dot_72 ClothType)
        (inReceptacle Cloth_bar__plus_01_dot_98_bar__plus_00_dot_02_bar__minus_01_dot_72 Drawer_bar__minus_01_dot_89_bar__plus_00_dot_27_bar__minus_00_dot_62)
        (objectAtLocation Cloth_bar__plus_01_dot_98_bar__plus_00_dot_02_bar__minus_01_dot_72 loc_bar__minus_10_bar_2_bar_2_bar_30)
        (pickupable Cloth_bar__plus_01_dot_98_bar__plus_00_dot_02_bar__minus_01_dot_72)
        (cleanable Cloth_bar__plus_01_dot_98_bar__plus_00_dot_02_bar__minus_01_dot_72)
        (objectType DishSponge_bar__minus_01_dot_34_bar__plus_00_dot_51_bar__plus_01_dot_57 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_01_dot_34_bar__plus_00_dot_51_bar__plus_01_dot_57 Bathtub_bar__minus_03_dot_71_bar__plus_00_dot_34_bar__plus_00_dot_64_bar_BathtubBasin)
        (objectAtLocation DishSponge_bar__minus_01_dot_34_bar__plus_00_dot_51_bar__plus_01_dot_57 loc_bar__minus_11_bar_2_bar_3_bar_30)
        (pickupable DishSponge_bar__minus_01_dot_34_bar__plus_00_dot_51_bar__plus_01_dot_57)
        (cleanable DishSponge_bar__minus_01_dot_34_bar__plus_00_dot_51_bar__plus_01_dot_57)
        (objectType SprayBottle_bar__minus_02_dot_47_bar__plus_00_dot_67_bar__plus_00_dot_66 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_02_dot_47_bar__plus_00_dot_67_bar__plus_00_dot_66 Drawer_bar__minus_02_dot_79_bar__plus_00_dot_27_bar__minus_00_dot_62)
        (objectAtLocation SprayBottle_bar__minus_02_dot_47_bar__plus_00_dot_67_bar__plus_00_dot_66 loc_bar__minus_9_bar_2_bar_2_bar_30)
        (pickupable SprayBottle_bar__minus_02_dot_47_bar__plus_00_dot_67_bar__plus_00_dot_66)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SoapBottleType)
                                    (receptacleType ?r CounterTopType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SoapBottleType)
                                            (receptacleType ?r CounterTopType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
