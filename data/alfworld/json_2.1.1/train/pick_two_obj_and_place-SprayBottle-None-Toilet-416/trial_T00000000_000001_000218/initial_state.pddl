(define (problem plan_trial_T00000000_000001_000218)
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
        CandleType - otype
        ClothType - otype
        HandTowelType - otype
        KnifeType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        SprayBottle_bar__plus_02_dot_82_bar__plus_01_dot_21_bar__plus_00_dot_17 - object
        SprayBottle_bar__minus_02_dot_38_bar__plus_00_dot_22_bar__minus_00_dot_73 - object
        Candle_bar__plus_02_dot_66_bar__plus_01_dot_01_bar__plus_00_dot_56 - object
        Candle_bar__minus_01_dot_70_bar__plus_00_dot_18_bar__minus_00_dot_21 - object
        Cloth_bar__plus_01_dot_82_bar__plus_01_dot_06_bar__minus_02_dot_63 - object
        Cloth_bar__plus_01_dot_38_bar__plus_00_dot_35_bar__minus_00_dot_87 - object
        HandTowel_bar__plus_00_dot_10_bar__plus_01_dot_07_bar__plus_01_dot_10 - object
        HandTowel_bar__plus_01_dot_05_bar__plus_00_dot_46_bar__minus_01_dot_15 - object
        ToiletPaper_bar__minus_01_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_08 - object
        CounterTop_bar__minus_01_dot_61_bar__plus_00_dot_70_bar__plus_02_dot_83 - receptacle
        Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13 - receptacle
        Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33 - receptacle
        GarbageCan_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_01_dot_34 - receptacle
        Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_02_dot_28_bar_SinkBasin - receptacle
        Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_03_dot_37_bar_SinkBasin - receptacle
        Toilet_bar__minus_01_dot_55_bar__plus_00_dot_00_bar__plus_00_dot_69 - receptacle
        loc_bar_0_bar_10_bar_3_bar_30 - location
        loc_bar_0_bar_12_bar_3_bar_30 - location
        loc_bar__minus_3_bar_2_bar_3_bar_30 - location
        loc_bar__minus_3_bar_3_bar_3_bar_30 - location
        loc_bar__minus_3_bar_9_bar_3_bar_30 - location
        loc_bar__minus_4_bar_11_bar_3_bar_30 - location
        loc_bar__minus_4_bar_12_bar_3_bar_30 - location
        loc_bar__minus_5_bar_5_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_3_bar_2_bar_3_bar_30)
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
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType ToiletPaperType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (canContain ToiletType CandleType)
        (canContain ToiletType ClothType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType SprayBottle_bar__plus_02_dot_82_bar__plus_01_dot_21_bar__plus_00_dot_17 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_02_dot_82_bar__plus_01_dot_21_bar__plus_00_dot_17 Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33)
        (objectAtLocation SprayBottle_bar__plus_02_dot_82_bar__plus_01_dot_21_bar__plus_00_dot_17 loc_bar_0_bar_12_bar_3_bar_30)
        (pickupable SprayBottle_bar__plus_02_dot_82_bar__plus_01_dot_21_bar__plus_00_dot_17)
        (objectType SprayBottle_bar__minus_02_dot_38_bar__plus_00_dot_22_bar__minus_00_dot_73 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_02_dot_38_bar__plus_00_dot_22_bar__minus_00_dot_73 GarbageCan_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_01_dot_34)
        (objectAtLocation SprayBottle_bar__minus_02_dot_38_bar__plus_00_dot_22_bar__minus_00_dot_73 loc_bar__minus_3_bar_3_bar_3_bar_30)
        (pickupable SprayBottle_bar__minus_02_dot_38_bar__plus_00_dot_22_bar__minus_00_dot_73)
        (objectType Candle_bar__plus_02_dot_66_bar__plus_01_dot_01_bar__plus_00_dot_56 CandleType)
        (inReceptacle Candle_bar__plus_02_dot_66_bar__plus_01_dot_01_bar__plus_00_dot_56 Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33)
        (objectAtLocation Candle_bar__plus_02_dot_66_bar__plus_01_dot_01_bar__plus_00_dot_56 loc_bar_0_bar_12_bar_3_bar_30)
        (pickupable Candle_bar__plus_02_dot_66_bar__plus_01_dot_01_bar__plus_00_dot_56)
        (objectType Candle_bar__minus_01_dot_70_bar__plus_00_dot_18_bar__minus_00_dot_21 CandleType)
        (inReceptacle Candle_bar__minus_01_dot_70_bar__plus_00_dot_18_bar__minus_00_dot_21 CounterTop_bar__minus_01_dot_61_bar__plus_00_dot_70_bar__plus_02_dot_83)
        (objectAtLocation Candle_bar__minus_01_dot_70_bar__plus_00_dot_18_bar__minus_00_dot_21 loc_bar__minus_3_bar_9_bar_3_bar_30)
        (pickupable Candle_bar__minus_01_dot_70_bar__plus_00_dot_18_bar__minus_00_dot_21)
        (objectType Cloth_bar__plus_01_dot_82_bar__plus_01_dot_06_bar__minus_02_dot_63 ClothType)
        (inReceptacle Cloth_bar__plus_01_dot_82_bar__plus_01_dot_06_bar__minus_02_dot_63 CounterTop_bar__minus_01_dot_61_bar__plus_00_dot_70_bar__plus_02_dot_83)
        (objectAtLocation Cloth_bar__plus_01_dot_82_bar__plus_01_dot_06_bar__minus_02_dot_63 loc_bar__minus_3_bar_9_bar_3_bar_30)
        (pickupable Cloth_bar__plus_01_dot_82_bar__plus_01_dot_06_bar__minus_02_dot_63)
        (cleanable Cloth_bar__plus_01_dot_82_bar__plus_01_dot_06_bar__minus_02_dot_63)
        (objectType Cloth_bar__plus_01_dot_38_bar__plus_00_dot_35_bar__minus_00_dot_87 ClothType)
        (inReceptacle Cloth_bar__plus_01_dot_38_bar__plus_00_dot_35_bar__minus_00_dot_87 Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13)
        (objectAtLocation Cloth_bar__plus_01_dot_38_bar__plus_00_dot_35_bar__minus_00_dot_87 loc_bar_0_bar_10_bar_3_bar_30)
        (pickupable Cloth_bar__plus_01_dot_38_bar__plus_00_dot_35_bar__minus_00_dot_87)
        (cleanable Cloth_bar__plus_01_dot_38_bar__plus_00_dot_35_bar__minus_00_dot_87)
        (objectType HandTowel_bar__plus_00_dot_10_bar__plus_01_dot_07_bar__plus_01_dot_10 HandTowelType)
        (inReceptacle HandTowel_bar__plus_00_dot_10_bar__plus_01_dot_07_bar__plus_01_dot_10 CounterTop_bar__minus_01_dot_61_bar__plus_00_dot_70_bar__plus_02_dot_83)
        (objectAtLocation HandTowel_bar__plus_00_dot_10_bar__plus_01_dot_07_bar__plus_01_dot_10 loc_bar__minus_3_bar_9_bar_3_bar_30)
        (pickupable HandTowel_bar__plus_00_dot_10_bar__plus_01_dot_07_bar__plus_01_dot_10)
        (objectType HandTowel_bar__plus_01_dot_05_bar__plus_00_dot_46_bar__minus_01_dot_15 HandTowelType)
        (inReceptacle HandTowel_bar__plus_01_dot_05_bar__plus_00_dot_46_bar__minus_01_dot_15 GarbageCan_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_01_dot_34)
        (objectAtLocation HandTowel_bar__plus_01_dot_05_bar__plus_00_dot_46_bar__minus_01_dot_15 loc_bar__minus_3_bar_3_bar_3_bar_30)
        (pickupable HandTowel_bar__plus_01_dot_05_bar__plus_00_dot_46_bar__minus_01_dot_15)
        (objectType ToiletPaper_bar__minus_01_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_08 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_01_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_08 Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13)
        (objectAtLocation ToiletPaper_bar__minus_01_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_08 loc_bar_0_bar_10_bar_3_bar_30)
        (pickupable ToiletPaper_bar__minus_01_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_08)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SprayBottleType)
                                    (receptacleType ?r ToiletType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SprayBottleType)
                                            (receptacleType ?r ToiletType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
