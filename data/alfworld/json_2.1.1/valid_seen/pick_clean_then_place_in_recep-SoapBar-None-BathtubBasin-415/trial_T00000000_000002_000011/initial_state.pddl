(define (problem plan_trial_T00000000_000002_000011)
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
        ClothType - otype
        HandTowelType - otype
        KnifeType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        SoapBar_bar__plus_01_dot_27_bar__plus_00_dot_45_bar__minus_01_dot_86 - object
        SoapBar_bar__plus_02_dot_84_bar__plus_01_dot_44_bar__minus_01_dot_11 - object
        Cloth_bar__plus_01_dot_97_bar__plus_00_dot_26_bar__plus_00_dot_68 - object
        HandTowel_bar__minus_02_dot_08_bar__plus_00_dot_93_bar__minus_02_dot_73 - object
        SoapBottle_bar__plus_02_dot_40_bar__plus_00_dot_27_bar__plus_00_dot_84 - object
        SoapBottle_bar__minus_01_dot_66_bar__plus_00_dot_10_bar__minus_01_dot_10 - object
        SprayBottle_bar__minus_02_dot_44_bar__plus_00_dot_10_bar__plus_02_dot_41 - object
        SprayBottle_bar__minus_01_dot_70_bar__plus_00_dot_13_bar__minus_00_dot_28 - object
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
        loc_bar_3_bar__minus_4_bar_2_bar_30 - location
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
        loc_bar__minus_8_bar__minus_11_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_3_bar__minus_4_bar_2_bar_30)
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
        (canContain BathtubBasinType ClothType)
        (canContain BathtubBasinType HandTowelType)
        (canContain BathtubBasinType SoapBarType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ClothType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain DresserType ClothType)
        (canContain DresserType SprayBottleType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain ShelfType ClothType)
        (canContain ShelfType HandTowelType)
        (canContain ShelfType SoapBarType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType SprayBottleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType ClothType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (objectType SoapBar_bar__plus_01_dot_27_bar__plus_00_dot_45_bar__minus_01_dot_86 SoapBarType)
        (inReceptacle SoapBar_bar__plus_01_dot_27_bar__plus_00_dot_45_bar__minus_01_dot_86 GarbageCan_bar__minus_00_dot_23_bar_00_dot_00_bar__minus_02_dot_80)
        (objectAtLocation SoapBar_bar__plus_01_dot_27_bar__plus_00_dot_45_bar__minus_01_dot_86 loc_bar__minus_5_bar__minus_9_bar_1_bar_30)
        (pickupable SoapBar_bar__plus_01_dot_27_bar__plus_00_dot_45_bar__minus_01_dot_86)
        (cleanable SoapBar_bar__plus_01_dot_27_bar__plus_00_dot_45_bar__minus_01_dot_86)
        (objectType SoapBar_bar__plus_02_dot_84_bar__plus_01_dot_44_bar__minus_01_dot_11 SoapBarType)
        (inReceptacle SoapBar_bar__plus_02_dot_84_bar__plus_01_dot_44_bar__minus_01_dot_11 Shelf_bar__minus_02_dot_58_bar__plus_00_dot_40_bar__minus_02_dot_92)
        (objectAtLocation SoapBar_bar__plus_02_dot_84_bar__plus_01_dot_44_bar__minus_01_dot_11 loc_bar__minus_5_bar__minus_11_bar_3_bar_30)
        (pickupable SoapBar_bar__plus_02_dot_84_bar__plus_01_dot_44_bar__minus_01_dot_11)
        (cleanable SoapBar_bar__plus_02_dot_84_bar__plus_01_dot_44_bar__minus_01_dot_11)
        (objectType Cloth_bar__plus_01_dot_97_bar__plus_00_dot_26_bar__plus_00_dot_68 ClothType)
        (inReceptacle Cloth_bar__plus_01_dot_97_bar__plus_00_dot_26_bar__plus_00_dot_68 Dresser_bar__minus_00_dot_21_bar__plus_00_dot_81_bar__minus_03_dot_40)
        (objectAtLocation Cloth_bar__plus_01_dot_97_bar__plus_00_dot_26_bar__plus_00_dot_68 loc_bar__minus_3_bar__minus_13_bar_1_bar_30)
        (pickupable Cloth_bar__plus_01_dot_97_bar__plus_00_dot_26_bar__plus_00_dot_68)
        (cleanable Cloth_bar__plus_01_dot_97_bar__plus_00_dot_26_bar__plus_00_dot_68)
        (objectType HandTowel_bar__minus_02_dot_08_bar__plus_00_dot_93_bar__minus_02_dot_73 HandTowelType)
        (inReceptacle HandTowel_bar__minus_02_dot_08_bar__plus_00_dot_93_bar__minus_02_dot_73 Sink_bar__minus_00_dot_31_bar__plus_00_dot_00_bar__minus_02_dot_08_bar_SinkBasin)
        (objectAtLocation HandTowel_bar__minus_02_dot_08_bar__plus_00_dot_93_bar__minus_02_dot_73 loc_bar__minus_3_bar__minus_6_bar_2_bar_30)
        (pickupable HandTowel_bar__minus_02_dot_08_bar__plus_00_dot_93_bar__minus_02_dot_73)
        (objectType SoapBottle_bar__plus_02_dot_40_bar__plus_00_dot_27_bar__plus_00_dot_84 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_40_bar__plus_00_dot_27_bar__plus_00_dot_84 Shelf_bar__minus_02_dot_58_bar__plus_00_dot_40_bar__minus_02_dot_92)
        (objectAtLocation SoapBottle_bar__plus_02_dot_40_bar__plus_00_dot_27_bar__plus_00_dot_84 loc_bar__minus_5_bar__minus_11_bar_3_bar_30)
        (pickupable SoapBottle_bar__plus_02_dot_40_bar__plus_00_dot_27_bar__plus_00_dot_84)
        (objectType SoapBottle_bar__minus_01_dot_66_bar__plus_00_dot_10_bar__minus_01_dot_10 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_66_bar__plus_00_dot_10_bar__minus_01_dot_10 GarbageCan_bar__minus_00_dot_23_bar_00_dot_00_bar__minus_02_dot_80)
        (objectAtLocation SoapBottle_bar__minus_01_dot_66_bar__plus_00_dot_10_bar__minus_01_dot_10 loc_bar__minus_5_bar__minus_9_bar_1_bar_30)
        (pickupable SoapBottle_bar__minus_01_dot_66_bar__plus_00_dot_10_bar__minus_01_dot_10)
        (objectType SprayBottle_bar__minus_02_dot_44_bar__plus_00_dot_10_bar__plus_02_dot_41 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_02_dot_44_bar__plus_00_dot_10_bar__plus_02_dot_41 Dresser_bar__minus_00_dot_21_bar__plus_00_dot_81_bar__minus_03_dot_40)
        (objectAtLocation SprayBottle_bar__minus_02_dot_44_bar__plus_00_dot_10_bar__plus_02_dot_41 loc_bar__minus_3_bar__minus_13_bar_1_bar_30)
        (pickupable SprayBottle_bar__minus_02_dot_44_bar__plus_00_dot_10_bar__plus_02_dot_41)
        (objectType SprayBottle_bar__minus_01_dot_70_bar__plus_00_dot_13_bar__minus_00_dot_28 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_01_dot_70_bar__plus_00_dot_13_bar__minus_00_dot_28 Shelf_bar__minus_02_dot_58_bar__plus_00_dot_40_bar__minus_02_dot_92)
        (objectAtLocation SprayBottle_bar__minus_01_dot_70_bar__plus_00_dot_13_bar__minus_00_dot_28 loc_bar__minus_5_bar__minus_11_bar_3_bar_30)
        (pickupable SprayBottle_bar__minus_01_dot_70_bar__plus_00_dot_13_bar__minus_00_dot_28)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r BathtubBasinType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
