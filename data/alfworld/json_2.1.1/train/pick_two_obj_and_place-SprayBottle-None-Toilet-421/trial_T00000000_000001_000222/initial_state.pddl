(define (problem plan_trial_T00000000_000001_000222)
(:domain alfred)
(:objects
        agent1 - agent
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        ButterKnifeType - otype
        CandleType - otype
        ClothType - otype
        KnifeType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        SprayBottle_bar__minus_01_dot_56_bar__plus_00_dot_10_bar__minus_01_dot_02 - object
        SprayBottle_bar__plus_00_dot_47_bar__plus_00_dot_65_bar__minus_02_dot_62 - object
        Candle_bar__plus_00_dot_05_bar__plus_00_dot_16_bar__plus_01_dot_61 - object
        Candle_bar__plus_02_dot_95_bar__plus_01_dot_19_bar__minus_01_dot_75 - object
        Cloth_bar__minus_01_dot_46_bar__plus_00_dot_54_bar__minus_00_dot_33 - object
        Cloth_bar__plus_00_dot_88_bar__plus_00_dot_86_bar__minus_02_dot_83 - object
        SoapBottle_bar__minus_01_dot_26_bar__plus_00_dot_98_bar__plus_01_dot_27 - object
        CounterTop_bar__minus_00_dot_35_bar__plus_00_dot_01_bar__plus_01_dot_45 - receptacle
        Drawer_bar__minus_00_dot_32_bar__plus_00_dot_32_bar__plus_01_dot_46 - receptacle
        Drawer_bar__minus_00_dot_32_bar__plus_00_dot_32_bar__plus_03_dot_01 - receptacle
        Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_01_dot_46 - receptacle
        Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_01_dot_98 - receptacle
        Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_02_dot_50 - receptacle
        Sink_bar__minus_00_dot_30_bar__plus_00_dot_81_bar__plus_01_dot_73_bar_SinkBasin - receptacle
        Sink_bar__minus_00_dot_30_bar__plus_00_dot_81_bar__plus_02_dot_75_bar_SinkBasin - receptacle
        Toilet_bar__minus_00_dot_60_bar_00_dot_00_bar__plus_03_dot_67 - receptacle
        loc_bar__minus_4_bar_10_bar_1_bar_30 - location
        loc_bar__minus_4_bar_13_bar_1_bar_30 - location
        loc_bar__minus_4_bar_7_bar_1_bar_30 - location
        loc_bar__minus_4_bar_8_bar_1_bar_30 - location
        loc_bar__minus_5_bar_11_bar_1_bar_30 - location
        loc_bar__minus_5_bar_7_bar_1_bar_30 - location
        loc_bar__minus_5_bar_9_bar_1_bar_30 - location
        loc_bar__minus_6_bar_10_bar_1_bar_30 - location
        loc_bar__minus_6_bar_8_bar_1_bar_30 - location
        loc_bar__minus_9_bar_9_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_9_bar_9_bar_0_bar_30)
        (receptacleType CounterTop_bar__minus_00_dot_35_bar__plus_00_dot_01_bar__plus_01_dot_45 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_35_bar__plus_00_dot_01_bar__plus_01_dot_45 loc_bar__minus_4_bar_7_bar_1_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_32_bar__plus_00_dot_32_bar__plus_01_dot_46 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_32_bar__plus_00_dot_32_bar__plus_01_dot_46 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_32_bar__plus_00_dot_32_bar__plus_01_dot_46)
        (receptacleType Drawer_bar__minus_00_dot_32_bar__plus_00_dot_32_bar__plus_03_dot_01 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_32_bar__plus_00_dot_32_bar__plus_03_dot_01 loc_bar__minus_6_bar_10_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_32_bar__plus_00_dot_32_bar__plus_03_dot_01)
        (receptacleType Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_01_dot_46 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_01_dot_46 loc_bar__minus_5_bar_7_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_01_dot_46)
        (receptacleType Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_01_dot_98 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_01_dot_98 loc_bar__minus_5_bar_9_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_01_dot_98)
        (receptacleType Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_02_dot_50 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_02_dot_50 loc_bar__minus_5_bar_11_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_02_dot_50)
        (receptacleType Sink_bar__minus_00_dot_30_bar__plus_00_dot_81_bar__plus_01_dot_73_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_30_bar__plus_00_dot_81_bar__plus_01_dot_73_bar_SinkBasin loc_bar__minus_4_bar_8_bar_1_bar_30)
        (receptacleType Sink_bar__minus_00_dot_30_bar__plus_00_dot_81_bar__plus_02_dot_75_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_30_bar__plus_00_dot_81_bar__plus_02_dot_75_bar_SinkBasin loc_bar__minus_4_bar_10_bar_1_bar_30)
        (receptacleType Toilet_bar__minus_00_dot_60_bar_00_dot_00_bar__plus_03_dot_67 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_00_dot_60_bar_00_dot_00_bar__plus_03_dot_67 loc_bar__minus_4_bar_13_bar_1_bar_30)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType KnifeType)
        (canContain ToiletType CandleType)
        (canContain ToiletType ClothType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (objectType SprayBottle_bar__minus_01_dot_56_bar__plus_00_dot_10_bar__minus_01_dot_02 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_01_dot_56_bar__plus_00_dot_10_bar__minus_01_dot_02 Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_01_dot_46)
        (objectAtLocation SprayBottle_bar__minus_01_dot_56_bar__plus_00_dot_10_bar__minus_01_dot_02 loc_bar__minus_5_bar_7_bar_1_bar_30)
        (pickupable SprayBottle_bar__minus_01_dot_56_bar__plus_00_dot_10_bar__minus_01_dot_02)
        (objectType SprayBottle_bar__plus_00_dot_47_bar__plus_00_dot_65_bar__minus_02_dot_62 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_00_dot_47_bar__plus_00_dot_65_bar__minus_02_dot_62 CounterTop_bar__minus_00_dot_35_bar__plus_00_dot_01_bar__plus_01_dot_45)
        (objectAtLocation SprayBottle_bar__plus_00_dot_47_bar__plus_00_dot_65_bar__minus_02_dot_62 loc_bar__minus_4_bar_7_bar_1_bar_30)
        (pickupable SprayBottle_bar__plus_00_dot_47_bar__plus_00_dot_65_bar__minus_02_dot_62)
        (objectType Candle_bar__plus_00_dot_05_bar__plus_00_dot_16_bar__plus_01_dot_61 CandleType)
        (inReceptacle Candle_bar__plus_00_dot_05_bar__plus_00_dot_16_bar__plus_01_dot_61 CounterTop_bar__minus_00_dot_35_bar__plus_00_dot_01_bar__plus_01_dot_45)
        (objectAtLocation Candle_bar__plus_00_dot_05_bar__plus_00_dot_16_bar__plus_01_dot_61 loc_bar__minus_4_bar_7_bar_1_bar_30)
        (pickupable Candle_bar__plus_00_dot_05_bar__plus_00_dot_16_bar__plus_01_dot_61)
        (objectType Candle_bar__plus_02_dot_95_bar__plus_01_dot_19_bar__minus_01_dot_75 CandleType)
        (inReceptacle Candle_bar__plus_02_dot_95_bar__plus_01_dot_19_bar__minus_01_dot_75 Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_01_dot_46)
        (objectAtLocation Candle_bar__plus_02_dot_95_bar__plus_01_dot_19_bar__minus_01_dot_75 loc_bar__minus_5_bar_7_bar_1_bar_30)
        (pickupable Candle_bar__plus_02_dot_95_bar__plus_01_dot_19_bar__minus_01_dot_75)
        (objectType Cloth_bar__minus_01_dot_46_bar__plus_00_dot_54_bar__minus_00_dot_33 ClothType)
        (inReceptacle Cloth_bar__minus_01_dot_46_bar__plus_00_dot_54_bar__minus_00_dot_33 Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_01_dot_46)
        (objectAtLocation Cloth_bar__minus_01_dot_46_bar__plus_00_dot_54_bar__minus_00_dot_33 loc_bar__minus_5_bar_7_bar_1_bar_30)
        (pickupable Cloth_bar__minus_01_dot_46_bar__plus_00_dot_54_bar__minus_00_dot_33)
        (cleanable Cloth_bar__minus_01_dot_46_bar__plus_00_dot_54_bar__minus_00_dot_33)
        (objectType Cloth_bar__plus_00_dot_88_bar__plus_00_dot_86_bar__minus_02_dot_83 ClothType)
        (inReceptacle Cloth_bar__plus_00_dot_88_bar__plus_00_dot_86_bar__minus_02_dot_83 Sink_bar__minus_00_dot_30_bar__plus_00_dot_81_bar__plus_02_dot_75_bar_SinkBasin)
        (objectAtLocation Cloth_bar__plus_00_dot_88_bar__plus_00_dot_86_bar__minus_02_dot_83 loc_bar__minus_4_bar_10_bar_1_bar_30)
        (pickupable Cloth_bar__plus_00_dot_88_bar__plus_00_dot_86_bar__minus_02_dot_83)
        (cleanable Cloth_bar__plus_00_dot_88_bar__plus_00_dot_86_bar__minus_02_dot_83)
        (objectType SoapBottle_bar__minus_01_dot_26_bar__plus_00_dot_98_bar__plus_01_dot_27 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_26_bar__plus_00_dot_98_bar__plus_01_dot_27 Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_02_dot_50)
        (objectAtLocation SoapBottle_bar__minus_01_dot_26_bar__plus_00_dot_98_bar__plus_01_dot_27 loc_bar__minus_5_bar_11_bar_1_bar_30)
        (pickupable SoapBottle_bar__minus_01_dot_26_bar__plus_00_dot_98_bar__plus_01_dot_27)
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
