(define (problem plan_trial_T00000000_000001_000216)
(:domain alfred)
(:objects
        agent1 - agent
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        ButterKnifeType - otype
        ClothType - otype
        KnifeType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        SoapBottle_bar__plus_02_dot_72_bar__plus_00_dot_61_bar__plus_00_dot_18 - object
        SoapBottle_bar__plus_00_dot_42_bar__plus_01_dot_35_bar__minus_01_dot_98 - object
        SoapBottle_bar__plus_01_dot_48_bar__plus_01_dot_31_bar__minus_02_dot_62 - object
        Cloth_bar__minus_02_dot_23_bar__plus_00_dot_29_bar__minus_01_dot_93 - object
        Cloth_bar__minus_01_dot_74_bar__plus_00_dot_56_bar__minus_01_dot_58 - object
        SprayBottle_bar__plus_02_dot_42_bar__plus_01_dot_43_bar__plus_02_dot_67 - object
        ToiletPaper_bar__minus_01_dot_19_bar__plus_00_dot_68_bar__plus_00_dot_11 - object
        CounterTop_bar__minus_01_dot_61_bar__plus_00_dot_70_bar__plus_02_dot_83 - receptacle
        Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13 - receptacle
        Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33 - receptacle
        GarbageCan_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_01_dot_34 - receptacle
        Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_02_dot_28_bar_SinkBasin - receptacle
        Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_03_dot_37_bar_SinkBasin - receptacle
        Toilet_bar__minus_01_dot_55_bar__plus_00_dot_00_bar__plus_00_dot_69 - receptacle
        loc_bar_0_bar_10_bar_3_bar_30 - location
        loc_bar_0_bar_12_bar_3_bar_30 - location
        loc_bar__minus_3_bar_3_bar_3_bar_30 - location
        loc_bar__minus_3_bar_9_bar_3_bar_30 - location
        loc_bar__minus_4_bar_11_bar_3_bar_30 - location
        loc_bar__minus_4_bar_12_bar_3_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_5_bar_5_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_4_bar__minus_1_bar_2_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_61_bar__plus_00_dot_70_bar__plus_02_dot_83 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_61_bar__plus_00_dot_70_bar__plus_02_dot_83 loc_bar__minus_3_bar_9_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13 loc_bar_0_bar_10_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13)
        (receptacleType Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33 loc_bar_0_bar_12_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33)
        (receptacleType GarbageCan_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_01_dot_34 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_01_dot_34 loc_bar__minus_3_bar_3_bar_3_bar_30)
        (receptacleType Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_02_dot_28_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_02_dot_28_bar_SinkBasin loc_bar__minus_4_bar_11_bar_3_bar_30)
        (receptacleType Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_03_dot_37_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_03_dot_37_bar_SinkBasin loc_bar__minus_4_bar_12_bar_3_bar_30)
        (receptacleType Toilet_bar__minus_01_dot_55_bar__plus_00_dot_00_bar__plus_00_dot_69 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_01_dot_55_bar__plus_00_dot_00_bar__plus_00_dot_69 loc_bar__minus_5_bar_5_bar_3_bar_30)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ClothType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType ToiletPaperType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType KnifeType)
        (canContain ToiletType ClothType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType SoapBottle_bar__plus_02_dot_72_bar__plus_00_dot_61_bar__plus_00_dot_18 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_72_bar__plus_00_dot_61_bar__plus_00_dot_18 Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13)
        (objectAtLocation SoapBottle_bar__plus_02_dot_72_bar__plus_00_dot_61_bar__plus_00_dot_18 loc_bar_0_bar_10_bar_3_bar_30)
        (pickupable SoapBottle_bar__plus_02_dot_72_bar__plus_00_dot_61_bar__plus_00_dot_18)
        (objectType SoapBottle_bar__plus_00_dot_42_bar__plus_01_dot_35_bar__minus_01_dot_98 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_00_dot_42_bar__plus_01_dot_35_bar__minus_01_dot_98 Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13)
        (objectAtLocation SoapBottle_bar__plus_00_dot_42_bar__plus_01_dot_35_bar__minus_01_dot_98 loc_bar_0_bar_10_bar_3_bar_30)
        (pickupable SoapBottle_bar__plus_00_dot_42_bar__plus_01_dot_35_bar__minus_01_dot_98)
        (objectType SoapBottle_bar__plus_01_dot_48_bar__plus_01_dot_31_bar__minus_02_dot_62 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_48_bar__plus_01_dot_31_bar__minus_02_dot_62 Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33)
        (objectAtLocation SoapBottle_bar__plus_01_dot_48_bar__plus_01_dot_31_bar__minus_02_dot_62 loc_bar_0_bar_12_bar_3_bar_30)
        (pickupable SoapBottle_bar__plus_01_dot_48_bar__plus_01_dot_31_bar__minus_02_dot_62)
        (objectType Cloth_bar__minus_02_dot_23_bar__plus_00_dot_29_bar__minus_01_dot_93 ClothType)
        (inReceptacle Cloth_bar__minus_02_dot_23_bar__plus_00_dot_29_bar__minus_01_dot_93 Toilet_bar__minus_01_dot_55_bar__plus_00_dot_00_bar__plus_00_dot_69)
        (objectAtLocation Cloth_bar__minus_02_dot_23_bar__plus_00_dot_29_bar__minus_01_dot_93 loc_bar__minus_5_bar_5_bar_3_bar_30)
        (pickupable Cloth_bar__minus_02_dot_23_bar__plus_00_dot_29_bar__minus_01_dot_93)
        (cleanable Cloth_bar__minus_02_dot_23_bar__plus_00_dot_29_bar__minus_01_dot_93)
        (objectType Cloth_bar__minus_01_dot_74_bar__plus_00_dot_56_bar__minus_01_dot_58 ClothType)
        (inReceptacle Cloth_bar__minus_01_dot_74_bar__plus_00_dot_56_bar__minus_01_dot_58 Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33)
        (objectAtLocation Cloth_bar__minus_01_dot_74_bar__plus_00_dot_56_bar__minus_01_dot_58 loc_bar_0_bar_12_bar_3_bar_30)
        (pickupable Cloth_bar__minus_01_dot_74_bar__plus_00_dot_56_bar__minus_01_dot_58)
        (cleanable Cloth_bar__minus_01_dot_74_bar__plus_00_dot_56_bar__minus_01_dot_58)
        (objectType SprayBottle_bar__plus_02_dot_42_bar__plus_01_dot_43_bar__plus_02_dot_67 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_02_dot_42_bar__plus_01_dot_43_bar__plus_02_dot_67 GarbageCan_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_01_dot_34)
        (objectAtLocation SprayBottle_bar__plus_02_dot_42_bar__plus_01_dot_43_bar__plus_02_dot_67 loc_bar__minus_3_bar_3_bar_3_bar_30)
        (pickupable SprayBottle_bar__plus_02_dot_42_bar__plus_01_dot_43_bar__plus_02_dot_67)
        (objectType ToiletPaper_bar__minus_01_dot_19_bar__plus_00_dot_68_bar__plus_00_dot_11 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_01_dot_19_bar__plus_00_dot_68_bar__plus_00_dot_11 CounterTop_bar__minus_01_dot_61_bar__plus_00_dot_70_bar__plus_02_dot_83)
        (objectAtLocation ToiletPaper_bar__minus_01_dot_19_bar__plus_00_dot_68_bar__plus_00_dot_11 loc_bar__minus_3_bar_9_bar_3_bar_30)
        (pickupable ToiletPaper_bar__minus_01_dot_19_bar__plus_00_dot_68_bar__plus_00_dot_11)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SoapBottleType)
                                    (receptacleType ?r GarbageCanType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SoapBottleType)
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
