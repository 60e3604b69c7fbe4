(define (problem plan_trial_T00000000_000001_000085)
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
        SoapBar_bar__plus_00_dot_11_bar__plus_00_dot_88_bar__minus_02_dot_49 - object
        SoapBar_bar__minus_02_dot_60_bar__plus_00_dot_53_bar__plus_01_dot_89 - object
        Candle_bar__minus_01_dot_68_bar__plus_01_dot_22_bar__plus_00_dot_33 - object
        Cloth_bar__plus_01_dot_01_bar__plus_00_dot_50_bar__plus_00_dot_10 - object
        HandTowel_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_01_dot_19 - object
        SoapBottle_bar__plus_02_dot_06_bar__plus_00_dot_21_bar__minus_02_dot_39 - object
        SoapBottle_bar__minus_00_dot_04_bar__plus_00_dot_49_bar__plus_00_dot_25 - object
        SprayBottle_bar__plus_02_dot_37_bar__plus_00_dot_79_bar__plus_01_dot_65 - object
        SprayBottle_bar__plus_01_dot_93_bar__plus_01_dot_16_bar__minus_01_dot_51 - object
        ToiletPaper_bar__minus_01_dot_29_bar__plus_01_dot_02_bar__plus_01_dot_49 - object
        ToiletPaper_bar__minus_00_dot_79_bar__plus_00_dot_91_bar__plus_00_dot_60 - object
        Bathtub_bar__minus_04_dot_08_bar__plus_00_dot_30_bar__plus_02_dot_48_bar_BathtubBasin - receptacle
        CounterTop_bar__minus_02_dot_18_bar__plus_00_dot_78_bar__plus_01_dot_89 - receptacle
        Drawer_bar__minus_01_dot_31_bar__plus_00_dot_34_bar__plus_01_dot_89 - receptacle
        Drawer_bar__minus_01_dot_31_bar__plus_00_dot_61_bar__plus_01_dot_89 - receptacle
        Drawer_bar__minus_02_dot_17_bar__plus_00_dot_34_bar__plus_01_dot_89 - receptacle
        Drawer_bar__minus_02_dot_17_bar__plus_00_dot_61_bar__plus_01_dot_89 - receptacle
        Drawer_bar__minus_03_dot_03_bar__plus_00_dot_34_bar__plus_01_dot_89 - receptacle
        Drawer_bar__minus_03_dot_03_bar__plus_00_dot_61_bar__plus_01_dot_89 - receptacle
        Sink_bar__minus_01_dot_42_bar__plus_00_dot_84_bar__plus_01_dot_78_bar_SinkBasin - receptacle
        Sink_bar__minus_02_dot_94_bar__plus_00_dot_84_bar__plus_01_dot_78_bar_SinkBasin - receptacle
        loc_bar__minus_10_bar_11_bar_2_bar_30 - location
        loc_bar__minus_10_bar_13_bar_2_bar_30 - location
        loc_bar__minus_11_bar_14_bar_2_bar_30 - location
        loc_bar__minus_11_bar__minus_6_bar_1_bar_30 - location
        loc_bar__minus_13_bar_10_bar_2_bar_30 - location
        loc_bar__minus_13_bar_13_bar_2_bar_30 - location
        loc_bar__minus_14_bar_14_bar_2_bar_30 - location
        loc_bar__minus_15_bar_14_bar_2_bar_30 - location
        loc_bar__minus_6_bar_13_bar_2_bar_30 - location
        loc_bar__minus_7_bar_10_bar_2_bar_30 - location
        loc_bar__minus_7_bar_14_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_11_bar__minus_6_bar_1_bar_30)
        (receptacleType Bathtub_bar__minus_04_dot_08_bar__plus_00_dot_30_bar__plus_02_dot_48_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__minus_04_dot_08_bar__plus_00_dot_30_bar__plus_02_dot_48_bar_BathtubBasin loc_bar__minus_15_bar_14_bar_2_bar_30)
        (receptacleType CounterTop_bar__minus_02_dot_18_bar__plus_00_dot_78_bar__plus_01_dot_89 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_18_bar__plus_00_dot_78_bar__plus_01_dot_89 loc_bar__minus_10_bar_11_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_01_dot_31_bar__plus_00_dot_34_bar__plus_01_dot_89 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_31_bar__plus_00_dot_34_bar__plus_01_dot_89 loc_bar__minus_7_bar_14_bar_2_bar_30)
        (openable Drawer_bar__minus_01_dot_31_bar__plus_00_dot_34_bar__plus_01_dot_89)
        (receptacleType Drawer_bar__minus_01_dot_31_bar__plus_00_dot_61_bar__plus_01_dot_89 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_31_bar__plus_00_dot_61_bar__plus_01_dot_89 loc_bar__minus_6_bar_13_bar_2_bar_30)
        (openable Drawer_bar__minus_01_dot_31_bar__plus_00_dot_61_bar__plus_01_dot_89)
        (receptacleType Drawer_bar__minus_02_dot_17_bar__plus_00_dot_34_bar__plus_01_dot_89 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_17_bar__plus_00_dot_34_bar__plus_01_dot_89 loc_bar__minus_11_bar_14_bar_2_bar_30)
        (openable Drawer_bar__minus_02_dot_17_bar__plus_00_dot_34_bar__plus_01_dot_89)
        (receptacleType Drawer_bar__minus_02_dot_17_bar__plus_00_dot_61_bar__plus_01_dot_89 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_17_bar__plus_00_dot_61_bar__plus_01_dot_89 loc_bar__minus_10_bar_13_bar_2_bar_30)
        (openable Drawer_bar__minus_02_dot_17_bar__plus_00_dot_61_bar__plus_01_dot_89)
        (receptacleType Drawer_bar__minus_03_dot_03_bar__plus_00_dot_34_bar__plus_01_dot_89 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_03_bar__plus_00_dot_34_bar__plus_01_dot_89 loc_bar__minus_14_bar_14_bar_2_bar_30)
        (openable Drawer_bar__minus_03_dot_03_bar__plus_00_dot_34_bar__plus_01_dot_89)
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
        (objectType SoapBar_bar__plus_00_dot_11_bar__plus_00_dot_88_bar__minus_02_dot_49 SoapBarType)
        (inReceptacle SoapBar_bar__plus_00_dot_11_bar__plus_00_dot_88_bar__minus_02_dot_49 Sink_bar__minus_01_dot_42_bar__plus_00_dot_84_bar__plus_01_dot_78_bar_SinkBasin)
        (objectAtLocation SoapBar_bar__plus_00_dot_11_bar__plus_00_dot_88_bar__minus_02_dot_49 loc_bar__minus_7_bar_10_bar_2_bar_30)
        (pickupable SoapBar_bar__plus_00_dot_11_bar__plus_00_dot_88_bar__minus_02_dot_49)
        (cleanable SoapBar_bar__plus_00_dot_11_bar__plus_00_dot_88_bar__minus_02_dot_49)
        (objectType SoapBar_bar__minus_02_dot_60_bar__plus_00_dot_53_bar__plus_01_dot_89 SoapBarType)
        (inReceptacle SoapBar_bar__minus_02_dot_60_bar__plus_00_dot_53_bar__plus_01_dot_89 Drawer_bar__minus_03_dot_03_bar__plus_00_dot_61_bar__plus_01_dot_89)
        (objectAtLocation SoapBar_bar__minus_02_dot_60_bar__plus_00_dot_53_bar__plus_01_dot_89 loc_bar__minus_13_bar_13_bar_2_bar_30)
        (pickupable SoapBar_bar__minus_02_dot_60_bar__plus_00_dot_53_bar__plus_01_dot_89)
        (cleanable SoapBar_bar__minus_02_dot_60_bar__plus_00_dot_53_bar__plus_01_dot_89)
        (objectType Candle_bar__minus_01_dot_68_bar__plus_01_dot_22_bar__plus_00_dot_33 CandleType)
        (inReceptacle Candle_bar__minus_01_dot_68_bar__plus_01_dot_22_bar__plus_00_dot_33 CounterTop_bar__minus_02_dot_18_bar__plus_00_dot_78_bar__plus_01_dot_89)
        (objectAtLocation Candle_bar__minus_01_dot_68_bar__plus_01_dot_22_bar__plus_00_dot_33 loc_bar__minus_10_bar_11_bar_2_bar_30)
        (pickupable Candle_bar__minus_01_dot_68_bar__plus_01_dot_22_bar__plus_00_dot_33)
        (objectType Cloth_bar__plus_01_dot_01_bar__plus_00_dot_50_bar__plus_00_dot_10 ClothType)
        (inReceptacle Cloth_bar__plus_01_dot_01_bar__plus_00_dot_50_bar__plus_00_dot_10 Drawer_bar__minus_02_dot_17_bar__plus_00_dot_61_bar__plus_01_dot_89)
        (objectAtLocation Cloth_bar__plus_01_dot_01_bar__plus_00_dot_50_bar__plus_00_dot_10 loc_bar__minus_10_bar_13_bar_2_bar_30)
        (pickupable Cloth_bar__plus_01_dot_01_bar__plus_00_dot_50_bar__plus_00_dot_10)
        (cleanable Cloth_bar__plus_01_dot_01_bar__plus_00_dot_50_bar__plus_00_dot_10)
        (objectType HandTowel_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_01_dot_19 HandTowelType)
        (inReceptacle HandTowel_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_01_dot_19 Drawer_bar__minus_03_dot_03_bar__plus_00_dot_34_bar__plus_01_dot_89)
        (objectAtLocation HandTowel_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_01_dot_19 loc_bar__minus_14_bar_14_bar_2_bar_30)
        (pickupable HandTowel_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_01_dot_19)
        (objectType SoapBottle_bar__plus_02_dot_06_bar__plus_00_dot_21_bar__minus_02_dot_39 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_06_bar__plus_00_dot_21_bar__minus_02_dot_39 CounterTop_bar__minus_02_dot_18_bar__plus_00_dot_78_bar__plus_01_dot_89)
        (objectAtLocation SoapBottle_bar__plus_02_dot_06_bar__plus_00_dot_21_bar__minus_02_dot_39 loc_bar__minus_10_bar_11_bar_2_bar_30)
        (pickupable SoapBottle_bar__plus_02_dot_06_bar__plus_00_dot_21_bar__minus_02_dot_39)
        (objectType SoapBottle_bar__minus_00_dot_04_bar__plus_00_dot_49_bar__plus_00_dot_25 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_04_bar__plus_00_dot_49_bar__plus_00_dot_25 Drawer_bar__minus_01_dot_31_bar__plus_00_dot_61_bar__plus_01_dot_89)
        (objectAtLocation SoapBottle_bar__minus_00_dot_04_bar__plus_00_dot_49_bar__plus_00_dot_25 loc_bar__minus_6_bar_13_bar_2_bar_30)
        (pickupable SoapBottle_bar__minus_00_dot_04_bar__plus_00_dot_49_bar__plus_00_dot_25)
        (objectType SprayBottle_bar__plus_02_dot_37_bar__plus_00_dot_79_bar__plus_01_dot_65 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_02_dot_37_bar__plus_00_dot_79_bar__plus_01_dot_65 Drawer_bar__minus_01_dot_31_bar__plus_00_dot_34_bar__plus_01_dot_89)
        (objectAtLocation SprayBottle_bar__plus_02_dot_37_bar__plus_00_dot_79_bar__plus_01_dot_65 loc_bar__minus_7_bar_14_bar_2_bar_30)
        (pickupable SprayBottle_bar__plus_02_dot_37_bar__plus_00_dot_79_bar__plus_01_dot_65)
        (objectType SprayBottle_bar__plus_01_dot_93_bar__plus_01_dot_16_bar__minus_01_dot_51 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_01_dot_93_bar__plus_01_dot_16_bar__minus_01_dot_51 Drawer_bar__minus_01_dot_31_bar__plus_00_dot_61_bar__plus_01_dot_89)
        (objectAtLocation SprayBottle_bar__plus_01_dot_93_bar__plus_01_dot_16_bar__minus_01_dot_51 loc_bar__minus_6_bar_13_bar_2_bar_30)
        (pickupable SprayBottle_bar__plus_01_dot_93_bar__plus_01_dot_16_bar__minus_01_dot_51)
        (objectType ToiletPaper_bar__minus_01_dot_29_bar__plus_01_dot_02_bar__plus_01_dot_49 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_01_dot_29_bar__plus_01_dot_02_bar__plus_01_dot_49 Drawer_bar__minus_02_dot_17_bar__plus_00_dot_61_bar__plus_01_dot_89)
        (objectAtLocation ToiletPaper_bar__minus_01_dot_29_bar__plus_01_dot_02_bar__plus_01_dot_49 loc_bar__minus_10_bar_13_bar_2_bar_30)
        (pickupable ToiletPaper_bar__minus_01_dot_29_bar__plus_01_dot_02_bar__plus_01_dot_49)
        (objectType ToiletPaper_bar__minus_00_dot_79_bar__plus_00_dot_91_bar__plus_00_dot_60 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_00_dot_79_bar__plus_00_dot_91_bar__plus_00_dot_60 Drawer_bar__minus_01_dot_31_bar__plus_00_dot_61_bar__plus_01_dot_89)
        (objectAtLocation ToiletPaper_bar__minus_00_dot_79_bar__plus_00_dot_91_bar__plus_00_dot_60 loc_bar__minus_6_bar_13_bar_2_bar_30)
        (pickupable ToiletPaper_bar__minus_00_dot_79_bar__plus_00_dot_91_bar__plus_00_dot_60)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r CounterTopType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
