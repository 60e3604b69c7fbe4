(define (problem plan_trial_T00000000_000001_000205)
(:domain alfred)
(:objects
        agent1 - agent
        BathtubBasinType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        ButterKnifeType - otype
        CandleType - otype
        ClothType - otype
        HandTowelType - otype
        KnifeType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        SoapBar_bar__minus_00_dot_50_bar__plus_00_dot_83_bar__minus_01_dot_13 - object
        SoapBar_bar__minus_02_dot_15_bar__plus_01_dot_27_bar__minus_01_dot_82 - object
        Candle_bar__minus_00_dot_16_bar__plus_00_dot_04_bar__minus_01_dot_33 - object
        Cloth_bar__minus_02_dot_25_bar__plus_00_dot_49_bar__plus_02_dot_68 - object
        Cloth_bar__plus_02_dot_33_bar__plus_01_dot_25_bar__minus_00_dot_47 - object
        HandTowel_bar__plus_02_dot_58_bar__plus_01_dot_32_bar__minus_02_dot_03 - object
        SoapBottle_bar__plus_00_dot_17_bar__plus_00_dot_33_bar__minus_00_dot_68 - object
        SprayBottle_bar__minus_01_dot_85_bar__plus_00_dot_03_bar__plus_01_dot_88 - object
        SprayBottle_bar__plus_00_dot_73_bar__plus_01_dot_09_bar__plus_02_dot_87 - object
        ToiletPaper_bar__plus_02_dot_52_bar__plus_00_dot_77_bar__minus_02_dot_81 - object
        ToiletPaper_bar__minus_02_dot_92_bar__plus_00_dot_14_bar__plus_01_dot_37 - object
        Bathtub_bar__minus_01_dot_06_bar__plus_00_dot_30_bar__plus_00_dot_43_bar_BathtubBasin - receptacle
        CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_16_bar__plus_00_dot_53 - receptacle
        Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_02_dot_42 - receptacle
        Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_02_dot_42 - receptacle
        Sink_bar__plus_00_dot_81_bar__plus_00_dot_70_bar__plus_01_dot_92_bar_SinkBasin - receptacle
        Toilet_bar__minus_02_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_63 - receptacle
        loc_bar_0_bar_6_bar_1_bar_30 - location
        loc_bar__minus_2_bar_8_bar_2_bar_30 - location
        loc_bar__minus_3_bar_6_bar_2_bar_30 - location
        loc_bar__minus_3_bar_8_bar_1_bar_30 - location
        loc_bar__minus_3_bar_9_bar_1_bar_30 - location
        loc_bar__minus_7_bar_9_bar_2_bar_30 - location
        loc_bar__minus_9_bar_9_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_2_bar_8_bar_2_bar_30)
        (receptacleType Bathtub_bar__minus_01_dot_06_bar__plus_00_dot_30_bar__plus_00_dot_43_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__minus_01_dot_06_bar__plus_00_dot_30_bar__plus_00_dot_43_bar_BathtubBasin loc_bar__minus_3_bar_6_bar_2_bar_30)
        (receptacleType CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_16_bar__plus_00_dot_53 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_16_bar__plus_00_dot_53 loc_bar__minus_7_bar_9_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_02_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_02_dot_42 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_02_dot_42)
        (receptacleType Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_02_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_02_dot_42 loc_bar__minus_3_bar_9_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_02_dot_42)
        (receptacleType Sink_bar__plus_00_dot_81_bar__plus_00_dot_70_bar__plus_01_dot_92_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_81_bar__plus_00_dot_70_bar__plus_01_dot_92_bar_SinkBasin loc_bar_0_bar_6_bar_1_bar_30)
        (receptacleType Toilet_bar__minus_02_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_63 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_02_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_63 loc_bar__minus_9_bar_9_bar_2_bar_30)
        (canContain BathtubBasinType ClothType)
        (canContain BathtubBasinType HandTowelType)
        (canContain BathtubBasinType SoapBarType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType ToiletPaperType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType ClothType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType SoapBar_bar__minus_00_dot_50_bar__plus_00_dot_83_bar__minus_01_dot_13 SoapBarType)
        (inReceptacle SoapBar_bar__minus_00_dot_50_bar__plus_00_dot_83_bar__minus_01_dot_13 Bathtub_bar__minus_01_dot_06_bar__plus_00_dot_30_bar__plus_00_dot_43_bar_BathtubBasin)
        (objectAtLocation SoapBar_bar__minus_00_dot_50_bar__plus_00_dot_83_bar__minus_01_dot_13 loc_bar__minus_3_bar_6_bar_2_bar_30)
        (pickupable SoapBar_bar__minus_00_dot_50_bar__plus_00_dot_83_bar__minus_01_dot_13)
        (cleanable SoapBar_bar__minus_00_dot_50_bar__plus_00_dot_83_bar__minus_01_dot_13)
        (objectType SoapBar_bar__minus_02_dot_15_bar__plus_01_dot_27_bar__minus_01_dot_82 SoapBarType)
        (inReceptacle SoapBar_bar__minus_02_dot_15_bar__plus_01_dot_27_bar__minus_01_dot_82 Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_02_dot_42)
        (objectAtLocation SoapBar_bar__minus_02_dot_15_bar__plus_01_dot_27_bar__minus_01_dot_82 loc_bar__minus_3_bar_9_bar_1_bar_30)
        (pickupable SoapBar_bar__minus_02_dot_15_bar__plus_01_dot_27_bar__minus_01_dot_82)
        (cleanable SoapBar_bar__minus_02_dot_15_bar__plus_01_dot_27_bar__minus_01_dot_82)
        (objectType Candle_bar__minus_00_dot_16_bar__plus_00_dot_04_bar__minus_01_dot_33 CandleType)
        (inReceptacle Candle_bar__minus_00_dot_16_bar__plus_00_dot_04_bar__minus_01_dot_33 Toilet_bar__minus_02_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_63)
        (objectAtLocation Candle_bar__minus_00_dot_16_bar__plus_00_dot_04_bar__minus_01_dot_33 loc_bar__minus_9_bar_9_bar_2_bar_30)
        (pickupable Candle_bar__minus_00_dot_16_bar__plus_00_dot_04_bar__minus_01_dot_33)
        (objectType Cloth_bar__minus_02_dot_25_bar__plus_00_dot_49_bar__plus_02_dot_68 ClothType)
        (inReceptacle Cloth_bar__minus_02_dot_25_bar__plus_00_dot_49_bar__plus_02_dot_68 Sink_bar__plus_00_dot_81_bar__plus_00_dot_70_bar__plus_01_dot_92_bar_SinkBasin)
        (objectAtLocation Cloth_bar__minus_02_dot_25_bar__plus_00_dot_49_bar__plus_02_dot_68 loc_bar_0_bar_6_bar_1_bar_30)
        (pickupable Cloth_bar__minus_02_dot_25_bar__plus_00_dot_49_bar__plus_02_dot_68)
        (cleanable Cloth_bar__minus_02_dot_25_bar__plus_00_dot_49_bar__plus_02_dot_68)
        (objectType Cloth_bar__plus_02_dot_33_bar__plus_01_dot_25_bar__minus_00_dot_47 ClothType)
        (inReceptacle Cloth_bar__plus_02_dot_33_bar__plus_01_dot_25_bar__minus_00_dot_47 Bathtub_bar__minus_01_dot_06_bar__plus_00_dot_30_bar__plus_00_dot_43_bar_BathtubBasin)
        (objectAtLocation Cloth_bar__plus_02_dot_33_bar__plus_01_dot_25_bar__minus_00_dot_47 loc_bar__minus_3_bar_6_bar_2_bar_30)
        (pickupable Cloth_bar__plus_02_dot_33_bar__plus_01_dot_25_bar__minus_00_dot_47)
        (cleanable Cloth_bar__plus_02_dot_33_bar__plus_01_dot_25_bar__minus_00_dot_47)
        (objectType HandTowel_bar__plus_02_dot_58_bar__plus_01_dot_32_bar__minus_02_dot_03 HandTowelType)
        (inReceptacle HandTowel_bar__plus_02_dot_58_bar__plus_01_dot_32_bar__minus_02_dot_03 Toilet_bar__minus_02_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_63)
        (objectAtLocation HandTowel_bar__plus_02_dot_58_bar__plus_01_dot_32_bar__minus_02_dot_03 loc_bar__minus_9_bar_9_bar_2_bar_30)
        (pickupable HandTowel_bar__plus_02_dot_58_bar__plus_01_dot_32_bar__minus_02_dot_03)
        (objectType SoapBottle_bar__plus_00_dot_17_bar__plus_00_dot_33_bar__minus_00_dot_68 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_00_dot_17_bar__plus_00_dot_33_bar__minus_00_dot_68 Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_02_dot_42)
        (objectAtLocation SoapBottle_bar__plus_00_dot_17_bar__plus_00_dot_33_bar__minus_00_dot_68 loc_bar__minus_3_bar_9_bar_1_bar_30)
        (pickupable SoapBottle_bar__plus_00_dot_17_bar__plus_00_dot_33_bar__minus_00_dot_68)
        (objectType SprayBottle_bar__minus_01_dot_85_bar__plus_00_dot_03_bar__plus_01_dot_88 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_01_dot_85_bar__plus_00_dot_03_bar__plus_01_dot_88 Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_02_dot_42)
        (objectAtLocation SprayBottle_bar__minus_01_dot_85_bar__plus_00_dot_03_bar__plus_01_dot_88 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (pickupable SprayBottle_bar__minus_01_dot_85_bar__plus_00_dot_03_bar__plus_01_dot_88)
        (objectType SprayBottle_bar__plus_00_dot_73_bar__plus_01_dot_09_bar__plus_02_dot_87 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_00_dot_73_bar__plus_01_dot_09_bar__plus_02_dot_87 Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_02_dot_42)
        (objectAtLocation SprayBottle_bar__plus_00_dot_73_bar__plus_01_dot_09_bar__plus_02_dot_87 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (pickupable SprayBottle_bar__plus_00_dot_73_bar__plus_01_dot_09_bar__plus_02_dot_87)
        (objectType ToiletPaper_bar__plus_02_dot_52_bar__plus_00_dot_77_bar__minus_02_dot_81 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_02_dot_52_bar__plus_00_dot_77_bar__minus_02_dot_81 Toilet_bar__minus_02_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_63)
        (objectAtLocation ToiletPaper_bar__plus_02_dot_52_bar__plus_00_dot_77_bar__minus_02_dot_81 loc_bar__minus_9_bar_9_bar_2_bar_30)
        (pickupable ToiletPaper_bar__plus_02_dot_52_bar__plus_00_dot_77_bar__minus_02_dot_81)
        (objectType ToiletPaper_bar__minus_02_dot_92_bar__plus_00_dot_14_bar__plus_01_dot_37 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_02_dot_92_bar__plus_00_dot_14_bar__plus_01_dot_37 Toilet_bar__minus_02_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_63)
        (objectAtLocation ToiletPaper_bar__minus_02_dot_92_bar__plus_00_dot_14_bar__plus_01_dot_37 loc_bar__minus_9_bar_9_bar_2_bar_30)
        (pickupable ToiletPaper_bar__minus_02_dot_92_bar__plus_00_dot_14_bar__plus_01_dot_37)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SoapBarType)
                                    (receptacleType ?r SinkBasinType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SoapBarType)
                                            (receptacleType ?r SinkBasinType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
