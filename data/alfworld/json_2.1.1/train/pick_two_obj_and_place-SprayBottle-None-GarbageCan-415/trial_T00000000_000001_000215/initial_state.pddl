(define (problem plan_trial_T00000000_000001_000215)
(:domain alfred)
(:objects
        agent1 - agent
        BathtubBasinType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        ButterKnifeType - otype
        HandTowelType - otype
        KnifeType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        SprayBottle_bar__plus_00_dot_06_bar__plus_00_dot_23_bar__minus_00_dot_48 - object
        SprayBottle_bar__plus_00_dot_00_bar__plus_00_dot_65_bar__plus_00_dot_51 - object
        HandTowel_bar__minus_00_dot_29_bar__plus_00_dot_19_bar__minus_01_dot_99 - object
        SoapBottle_bar__minus_02_dot_06_bar__plus_01_dot_01_bar__plus_01_dot_44 - object
        Bathtub_bar__minus_02_dot_10_bar__plus_00_dot_53_bar__minus_00_dot_83_bar_BathtubBasin - receptacle
        CounterTop_bar__minus_02_dot_71_bar__plus_01_dot_03_bar__minus_02_dot_92 - receptacle
        Drawer_bar__minus_00_dot_19_bar__plus_00_dot_16_bar__minus_03_dot_40 - receptacle
        Drawer_bar__minus_00_dot_19_bar__plus_00_dot_42_bar__minus_03_dot_40 - receptacle
        Drawer_bar__minus_00_dot_19_bar__plus_00_dot_68_bar__minus_03_dot_40 - receptacle
        Drawer_bar__minus_00_dot_19_bar__plus_00_dot_94_bar__minus_03_dot_40 - receptacle
        Dresser_bar__minus_00_dot_21_bar__plus_00_dot_81_bar__minus_03_dot_40 - receptacle
        GarbageCan_bar__minus_00_dot_23_bar_00_dot_00_bar__minus_02_dot_80 - receptacle
        Shelf_bar__minus_02_dot_58_bar__plus_00_dot_40_bar__minus_02_dot_92 - receptacle
        Sink_bar__minus_00_dot_31_bar__plus_00_dot_00_bar__minus_02_dot_08_bar_SinkBasin - receptacle
        Toilet_bar__minus_00_dot_41_bar_00_dot_00_bar__minus_00_dot_55 - receptacle
        loc_bar__minus_2_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_3_bar__minus_13_bar_1_bar_30 - location
        loc_bar__minus_3_bar__minus_6_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_13_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_11_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_11_bar_3_bar_30 - location
        loc_bar__minus_5_bar__minus_12_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_11_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_2_bar_3_bar_30 - location
        loc_bar__minus_8_bar_9_bar_3_bar_30 - location
        loc_bar__minus_8_bar__minus_11_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_8_bar_9_bar_3_bar_30)
        (receptacleType Bathtub_bar__minus_02_dot_10_bar__plus_00_dot_53_bar__minus_00_dot_83_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__minus_02_dot_10_bar__plus_00_dot_53_bar__minus_00_dot_83_bar_BathtubBasin loc_bar__minus_6_bar__minus_2_bar_3_bar_30)
        (receptacleType CounterTop_bar__minus_02_dot_71_bar__plus_01_dot_03_bar__minus_02_dot_92 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_71_bar__plus_01_dot_03_bar__minus_02_dot_92 loc_bar__minus_8_bar__minus_11_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_19_bar__plus_00_dot_16_bar__minus_03_dot_40 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_19_bar__plus_00_dot_16_bar__minus_03_dot_40 loc_bar__minus_5_bar__minus_11_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_19_bar__plus_00_dot_16_bar__minus_03_dot_40)
        (receptacleType Drawer_bar__minus_00_dot_19_bar__plus_00_dot_42_bar__minus_03_dot_40 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_19_bar__plus_00_dot_42_bar__minus_03_dot_40 loc_bar__minus_6_bar__minus_11_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_19_bar__plus_00_dot_42_bar__minus_03_dot_40)
        (receptacleType Drawer_bar__minus_00_dot_19_bar__plus_00_dot_68_bar__minus_03_dot_40 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_19_bar__plus_00_dot_68_bar__minus_03_dot_40 loc_bar__minus_5_bar__minus_12_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_19_bar__plus_00_dot_68_bar__minus_03_dot_40)
        (receptacleType Drawer_bar__minus_00_dot_19_bar__plus_00_dot_94_bar__minus_03_dot_40 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_19_bar__plus_00_dot_94_bar__minus_03_dot_40 loc_bar__minus_4_bar__minus_13_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_19_bar__plus_00_dot_94_bar__minus_03_dot_40)
        (receptacleType Dresser_bar__minus_00_dot_21_bar__plus_00_dot_81_bar__minus_03_dot_40 DresserType)
        (receptacleAtLocation Dresser_bar__minus_00_dot_21_bar__plus_00_dot_81_bar__minus_03_dot_40 loc_bar__minus_3_bar__minus_13_bar_1_bar_30)
        (receptacleType GarbageCan_bar__minus_00_dot_23_bar_00_dot_00_bar__minus_02_dot_80 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_23_bar_00_dot_00_bar__minus_02_dot_80 loc_bar__minus_5_bar__minus_9_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_58_bar__plus_00_dot_40_bar__minus_02_dot_92 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_58_bar__plus_00_dot_40_bar__minus_02_dot_92 loc_bar__minus_5_bar__minus_11_bar_3_bar_30)
        (receptacleType Sink_bar__minus_00_dot_31_bar__plus_00_dot_00_bar__minus_02_dot_08_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_31_bar__plus_00_dot_00_bar__minus_02_dot_08_bar_SinkBasin loc_bar__minus_3_bar__minus_6_bar_2_bar_30)
        (receptacleType Toilet_bar__minus_00_dot_41_bar_00_dot_00_bar__minus_00_dot_55 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_00_dot_41_bar_00_dot_00_bar__minus_00_dot_55 loc_bar__minus_2_bar__minus_5_bar_0_bar_30)
        (canContain BathtubBasinType HandTowelType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain DresserType SprayBottleType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain ShelfType HandTowelType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType SprayBottleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (objectType SprayBottle_bar__plus_00_dot_06_bar__plus_00_dot_23_bar__minus_00_dot_48 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_00_dot_06_bar__plus_00_dot_23_bar__minus_00_dot_48 CounterTop_bar__minus_02_dot_71_bar__plus_01_dot_03_bar__minus_02_dot_92)
        (objectAtLocation SprayBottle_bar__plus_00_dot_06_bar__plus_00_dot_23_bar__minus_00_dot_48 loc_bar__minus_8_bar__minus_11_bar_3_bar_30)
        (pickupable SprayBottle_bar__plus_00_dot_06_bar__plus_00_dot_23_bar__minus_00_dot_48)
        (objectType SprayBottle_bar__plus_00_dot_00_bar__plus_00_dot_65_bar__plus_00_dot_51 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_00_dot_00_bar__plus_00_dot_65_bar__plus_00_dot_51 CounterTop_bar__minus_02_dot_71_bar__plus_01_dot_03_bar__minus_02_dot_92)
        (objectAtLocation SprayBottle_bar__plus_00_dot_00_bar__plus_00_dot_65_bar__plus_00_dot_51 loc_bar__minus_8_bar__minus_11_bar_3_bar_30)
        (pickupable SprayBottle_bar__plus_00_dot_00_bar__plus_00_dot_65_bar__plus_00_dot_51)
        (objectType HandTowel_bar__minus_00_dot_29_bar__plus_00_dot_19_bar__minus_01_dot_99 HandTowelType)
        (inReceptacle HandTowel_bar__minus_00_dot_29_bar__plus_00_dot_19_bar__minus_01_dot_99 Toilet_bar__minus_00_dot_41_bar_00_dot_00_bar__minus_00_dot_55)
        (objectAtLocation HandTowel_bar__minus_00_dot_29_bar__plus_00_dot_19_bar__minus_01_dot_99 loc_bar__minus_2_bar__minus_5_bar_0_bar_30)
        (pickupable HandTowel_bar__minus_00_dot_29_bar__plus_00_dot_19_bar__minus_01_dot_99)
        (objectType SoapBottle_bar__minus_02_dot_06_bar__plus_01_dot_01_bar__plus_01_dot_44 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_06_bar__plus_01_dot_01_bar__plus_01_dot_44 Toilet_bar__minus_00_dot_41_bar_00_dot_00_bar__minus_00_dot_55)
        (objectAtLocation SoapBottle_bar__minus_02_dot_06_bar__plus_01_dot_01_bar__plus_01_dot_44 loc_bar__minus_2_bar__minus_5_bar_0_bar_30)
        (pickupable SoapBottle_bar__minus_02_dot_06_bar__plus_01_dot_01_bar__plus_01_dot_44)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SprayBottleType)
                                    (receptacleType ?r GarbageCanType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SprayBottleType)
                                            (receptacleType ?r GarbageCanType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
