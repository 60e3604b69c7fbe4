(define (problem plan_trial_T00000000_000001_000102)
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
        CandleType - otype
        ClothType - otype
        HandTowelType - otype
        KnifeType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        Cloth_bar__minus_01_dot_19_bar__plus_01_dot_24_bar__minus_02_dot_82 - object
        Candle_bar__plus_00_dot_29_bar__plus_00_dot_07_bar__plus_01_dot_29 - object
        Candle_bar__minus_01_dot_81_bar__plus_01_dot_35_bar__minus_01_dot_28 - object
        HandTowel_bar__minus_01_dot_93_bar__plus_01_dot_12_bar__minus_00_dot_87 - object
        SoapBar_bar__minus_01_dot_32_bar__plus_00_dot_02_bar__minus_00_dot_46 - object
        SoapBottle_bar__plus_00_dot_52_bar__plus_01_dot_11_bar__minus_00_dot_80 - object
        SprayBottle_bar__minus_01_dot_11_bar__plus_01_dot_42_bar__minus_00_dot_77 - object
        ToiletPaper_bar__plus_00_dot_10_bar__plus_00_dot_20_bar__plus_01_dot_64 - object
        Bathtub_bar__minus_04_dot_08_bar__plus_00_dot_30_bar__plus_02_dot_48_bar_BathtubBasin - receptacle
        CounterTop_bar__minus_02_dot_18_bar__plus_00_dot_78_bar__plus_01_dot_89 - receptacle
        Drawer_bar__minus_01_dot_31_bar__plus_00_dot_34_bar__plus_01_dot_89 - receptacle
        Drawer_bar__minus_02_dot_17_bar__plus_00_dot_34_bar__plus_01_dot_89 - receptacle
        Drawer_bar__minus_03_dot_03_bar__plus_00_dot_61_bar__plus_01_dot_89 - receptacle
        Sink_bar__minus_01_dot_42_bar__plus_00_dot_84_bar__plus_01_dot_78_bar_SinkBasin - receptacle
        Sink_bar__minus_02_dot_94_bar__plus_00_dot_84_bar__plus_01_dot_78_bar_SinkBasin - receptacle
        loc_bar__minus_10_bar_11_bar_2_bar_30 - location
        loc_bar__minus_11_bar_14_bar_2_bar_30 - location
        loc_bar__minus_13_bar_10_bar_2_bar_30 - location
        loc_bar__minus_13_bar_13_bar_2_bar_30 - location
        loc_bar__minus_15_bar_14_bar_2_bar_30 - location
        loc_bar__minus_7_bar_10_bar_2_bar_30 - location
        loc_bar__minus_7_bar_14_bar_2_bar_30 - location
        loc_bar__minus_8_bar__minus_9_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_8_bar__minus_9_bar_0_bar_30)
        (receptacleType Bathtub_bar__minus_04_dot_08_bar__plus_00_dot_30_bar__plus_02_dot_48_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__minus_04_dot_08_bar__plus_00_dot_30_bar__plus_02_dot_48_bar_BathtubBasin loc_bar__minus_15_bar_14_bar_2_bar_30)
        (receptacleType CounterTop_bar__minus_02_dot_18_bar__plus_00_dot_78_bar__plus_01_dot_89 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_18_bar__plus_00_dot_78_bar__plus_01_dot_89 loc_bar__minus_10_bar_11_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_01_dot_31_bar__plus_00_dot_34_bar__plus_01_dot_89 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_31_bar__plus_00_dot_34_bar__plus_01_dot_89 loc_bar__minus_7_bar_14_bar_2_bar_30)
        (openable Drawer_bar__minus_01_dot_31_bar__plus_00_dot_34_bar__plus_01_dot_89)
        (receptacleType Drawer_bar__minus_02_dot_17_bar__plus_00_dot_34_bar__plus_01_dot_89 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_17_bar__plus_00_dot_34_bar__plus_01_dot_89 loc_bar__minus_11_bar_14_bar_2_bar_30)
        (openable Drawer_bar__minus_02_dot_17_bar__plus_00_dot_34_bar__plus_01_dot_89)
        (receptacleType Drawer_bar__minus_03_dot_03_bar__plus_00_dot_61_bar__plus_01_dot_89 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_03_bar__plus_00_dot_61_bar__plus_01_dot_89 loc_bar__minus_13_bar_13_bar_2_bar_30)
        (openable Drawer_bar__minus_03_dot_03_bar__plus_00_dot_61_bar__plus_01_dot_89)
        (receptacleType Sink_bar__minus_01_dot_42_bar__plus_00_dot_84_bar__plus_01_dot_78_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_42_bar__plus_00_dot_84_bar__plus_01_dot_78_bar_SinkBasin loc_bar__minus_7_bar_10_bar_2_bar_30)
        (receptacleType Sink_bar__minus_02_dot_94_bar__plus_00_dot_84_bar__plus_01_dot_78_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_02_dot_94_bar__plus_00_dot_84_bar__plus_01_dot_78_bar_SinkBasin loc_bar__minus_13_bar_10_bar_2_bar_30)
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
        (objectType Cloth_bar__minus_01_dot_19_bar__plus_01_dot_24_bar__minus_02_dot_82 ClothType)
        (inReceptacle Cloth_bar__minus_01_dot_19_bar__plus_01_dot_24_bar__minus_02_dot_82 Drawer_bar__minus_02_dot_17_bar__plus_00_dot_34_bar__plus_01_dot_89)
        (objectAtLocation Cloth_bar__minus_01_dot_19_bar__plus_01_dot_24_bar__minus_02_dot_82 loc_bar__minus_11_bar_14_bar_2_bar_30)
        (pickupable Cloth_bar__minus_01_dot_19_bar__plus_01_dot_24_bar__minus_02_dot_82)
        (cleanable Cloth_bar__minus_01_dot_19_bar__plus_01_dot_24_bar__minus_02_dot_82)
        (objectType Candle_bar__plus_00_dot_29_bar__plus_00_dot_07_bar__plus_01_dot_29 CandleType)
        (inReceptacle Candle_bar__plus_00_dot_29_bar__plus_00_dot_07_bar__plus_01_dot_29 Drawer_bar__minus_01_dot_31_bar__plus_00_dot_34_bar__plus_01_dot_89)
        (objectAtLocation Candle_bar__plus_00_dot_29_bar__plus_00_dot_07_bar__plus_01_dot_29 loc_bar__minus_7_bar_14_bar_2_bar_30)
        (pickupable Candle_bar__plus_00_dot_29_bar__plus_00_dot_07_bar__plus_01_dot_29)
        (objectType Candle_bar__minus_01_dot_81_bar__plus_01_dot_35_bar__minus_01_dot_28 CandleType)
        (inReceptacle Candle_bar__minus_01_dot_81_bar__plus_01_dot_35_bar__minus_01_dot_28 Drawer_bar__minus_03_dot_03_bar__plus_00_dot_61_bar__plus_01_dot_89)
        (objectAtLocation Candle_bar__minus_01_dot_81_bar__plus_01_dot_35_bar__minus_01_dot_28 loc_bar__minus_13_bar_13_bar_2_bar_30)
        (pickupable Candle_bar__minus_01_dot_81_bar__plus_01_dot_35_bar__minus_01_dot_28)
        (objectType HandTowel_bar__minus_01_dot_93_bar__plus_01_dot_12_bar__minus_00_dot_87 HandTowelType)
        (inReceptacle HandTowel_bar__minus_01_dot_93_bar__plus_01_dot_12_bar__minus_00_dot_87 Drawer_bar__minus_03_dot_03_bar__plus_00_dot_61_bar__plus_01_dot_89)
        (objectAtLocation HandTowel_bar__minus_01_dot_93_bar__plus_01_dot_12_bar__minus_00_dot_87 loc_bar__minus_13_bar_13_bar_2_bar_30)
        (pickupable HandTowel_bar__minus_01_dot_93_bar__plus_01_dot_12_bar__minus_00_dot_87)
        (objectType SoapBar_bar__minus_01_dot_32_bar__plus_00_dot_02_bar__minus_00_dot_46 SoapBarType)
        (inReceptacle SoapBar_bar__minus_01_dot_32_bar__plus_00_dot_02_bar__minus_00_dot_46 Sink_bar__minus_02_dot_94_bar__plus_00_dot_84_bar__plus_01_dot_78_bar_SinkBasin)
        (objectAtLocation SoapBar_bar__minus_01_dot_32_bar__plus_00_dot_02_bar__minus_00_dot_46 loc_bar__minus_13_bar_10_bar_2_bar_30)
        (pickupable SoapBar_bar__minus_01_dot_32_bar__plus_00_dot_02_bar__minus_00_dot_46)
        (cleanable SoapBar_bar__minus_01_dot_32_bar__plus_00_dot_02_bar__minus_00_dot_46)
        (objectType SoapBottle_bar__plus_00_dot_52_bar__plus_01_dot_11_bar__minus_00_dot_80 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_00_dot_52_bar__plus_01_dot_11_bar__minus_00_dot_80 CounterTop_bar__minus_02_dot_18_bar__plus_00_dot_78_bar__plus_01_dot_89)
        (objectAtLocation SoapBottle_bar__plus_00_dot_52_bar__plus_01_dot_11_bar__minus_00_dot_80 loc_bar__minus_10_bar_11_bar_2_bar_30)
        (pickupable SoapBottle_bar__plus_00_dot_52_bar__plus_01_dot_11_bar__minus_00_dot_80)
        (objectType SprayBottle_bar__minus_01_dot_11_bar__plus_01_dot_42_bar__minus_00_dot_77 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_01_dot_11_bar__plus_01_dot_42_bar__minus_00_dot_77 Drawer_bar__minus_02_dot_17_bar__plus_00_dot_34_bar__plus_01_dot_89)
        (objectAtLocation SprayBottle_bar__minus_01_dot_11_bar__plus_01_dot_42_bar__minus_00_dot_77 loc_bar__minus_11_bar_14_bar_2_bar_30)
        (pickupable SprayBottle_bar__minus_01_dot_11_bar__plus_01_dot_42_bar__minus_00_dot_77)
        (objectType ToiletPaper_bar__plus_00_dot_10_bar__plus_00_dot_20_bar__plus_01_dot_64 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_00_dot_10_bar__plus_00_dot_20_bar__plus_01_dot_64 Drawer_bar__minus_02_dot_17_bar__plus_00_dot_34_bar__plus_01_dot_89)
        (objectAtLocation ToiletPaper_bar__plus_00_dot_10_bar__plus_00_dot_20_bar__plus_01_dot_64 loc_bar__minus_11_bar_14_bar_2_bar_30)
        (pickupable ToiletPaper_bar__plus_00_dot_10_bar__plus_00_dot_20_bar__plus_01_dot_64)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o ClothType)
                            (receptacleType ?r CounterTopType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
