(define (problem plan_trial_T00000000_000001_000089)
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
        KnifeType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        SoapBar_bar__minus_01_dot_86_bar__plus_00_dot_90_bar__minus_02_dot_60 - object
        SoapBar_bar__plus_02_dot_11_bar__plus_00_dot_37_bar__minus_01_dot_06 - object
        SoapBar_bar__minus_01_dot_22_bar__plus_00_dot_01_bar__plus_00_dot_33 - object
        Candle_bar__minus_02_dot_10_bar__plus_01_dot_09_bar__plus_00_dot_23 - object
        Candle_bar__minus_02_dot_58_bar__plus_00_dot_81_bar__plus_02_dot_69 - object
        SoapBottle_bar__minus_00_dot_17_bar__plus_00_dot_19_bar__minus_00_dot_69 - object
        SoapBottle_bar__minus_02_dot_96_bar__plus_00_dot_96_bar__plus_00_dot_79 - object
        SprayBottle_bar__minus_02_dot_25_bar__plus_00_dot_02_bar__minus_00_dot_28 - object
        SprayBottle_bar__plus_01_dot_02_bar__plus_00_dot_87_bar__minus_02_dot_40 - object
        ToiletPaper_bar__plus_01_dot_46_bar__plus_01_dot_03_bar__plus_00_dot_21 - object
        ToiletPaper_bar__minus_02_dot_05_bar__plus_00_dot_15_bar__minus_02_dot_54 - object
        Bathtub_bar__minus_01_dot_06_bar__plus_00_dot_30_bar__plus_00_dot_43_bar_BathtubBasin - receptacle
        CounterTop_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_01_dot_96 - receptacle
        Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_01_dot_49 - receptacle
        Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_02_dot_42 - receptacle
        Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_01_dot_49 - receptacle
        Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_02_dot_42 - receptacle
        Sink_bar__plus_00_dot_81_bar__plus_00_dot_70_bar__plus_01_dot_92_bar_SinkBasin - receptacle
        Toilet_bar__minus_02_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_63 - receptacle
        loc_bar_0_bar_6_bar_1_bar_30 - location
        loc_bar_4_bar__minus_2_bar_3_bar_30 - location
        loc_bar__minus_1_bar_8_bar_1_bar_30 - location
        loc_bar__minus_3_bar_5_bar_1_bar_30 - location
        loc_bar__minus_3_bar_6_bar_2_bar_30 - location
        loc_bar__minus_3_bar_8_bar_1_bar_30 - location
        loc_bar__minus_3_bar_9_bar_1_bar_30 - location
        loc_bar__minus_4_bar_6_bar_1_bar_30 - location
        loc_bar__minus_9_bar_9_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_4_bar__minus_2_bar_3_bar_30)
        (receptacleType Bathtub_bar__minus_01_dot_06_bar__plus_00_dot_30_bar__plus_00_dot_43_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__minus_01_dot_06_bar__plus_00_dot_30_bar__plus_00_dot_43_bar_BathtubBasin loc_bar__minus_3_bar_6_bar_2_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_01_dot_96 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_01_dot_96 loc_bar__minus_1_bar_8_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_01_dot_49 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_01_dot_49 loc_bar__minus_4_bar_6_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_01_dot_49)
        (receptacleType Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_02_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_02_dot_42 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_02_dot_42)
        (receptacleType Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_01_dot_49 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_01_dot_49 loc_bar__minus_3_bar_5_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_01_dot_49)
        (receptacleType Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_02_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_02_dot_42 loc_bar__minus_3_bar_9_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_02_dot_42)
        (receptacleType Sink_bar__plus_00_dot_81_bar__plus_00_dot_70_bar__plus_01_dot_92_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_81_bar__plus_00_dot_70_bar__plus_01_dot_92_bar_SinkBasin loc_bar_0_bar_6_bar_1_bar_30)
        (receptacleType Toilet_bar__minus_02_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_63 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_02_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_63 loc_bar__minus_9_bar_9_bar_2_bar_30)
        (canContain BathtubBasinType SoapBarType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CandleType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType ToiletPaperType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType SoapBar_bar__minus_01_dot_86_bar__plus_00_dot_90_bar__minus_02_dot_60 SoapBarType)
        (inReceptacle SoapBar_bar__minus_01_dot_86_bar__plus_00_dot_90_bar__minus_02_dot_60 Sink_bar__plus_00_dot_81_bar__plus_00_dot_70_bar__plus_01_dot_92_bar_SinkBasin)
        (objectAtLocation SoapBar_bar__minus_01_dot_86_bar__plus_00_dot_90_bar__minus_02_dot_60 loc_bar_0_bar_6_bar_1_bar_30)
        (pickupable SoapBar_bar__minus_01_dot_86_bar__plus_00_dot_90_bar__minus_02_dot_60)
        (cleanable SoapBar_bar__minus_01_dot_86_bar__plus_00_dot_90_bar__minus_02_dot_60)
        (objectType SoapBar_bar__plus_02_dot_11_bar__plus_00_dot_37_bar__minus_01_dot_06 SoapBarType)
        (inReceptacle SoapBar_bar__plus_02_dot_11_bar__plus_00_dot_37_bar__minus_01_dot_06 Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_01_dot_49)
        (objectAtLocation SoapBar_bar__plus_02_dot_11_bar__plus_00_dot_37_bar__minus_01_dot_06 loc_bar__minus_4_bar_6_bar_1_bar_30)
        (pickupable SoapBar_bar__plus_02_dot_11_bar__plus_00_dot_37_bar__minus_01_dot_06)
        (cleanable SoapBar_bar__plus_02_dot_11_bar__plus_00_dot_37_bar__minus_01_dot_06)
        (objectType SoapBar_bar__minus_01_dot_22_bar__plus_00_dot_01_bar__plus_00_dot_33 SoapBarType)
        (inReceptacle SoapBar_bar__minus_01_dot_22_bar__plus_00_dot_01_bar__plus_00_dot_33 Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_01_dot_49)
        (objectAtLocation SoapBar_bar__minus_01_dot_22_bar__plus_00_dot_01_bar__plus_00_dot_33 loc_bar__minus_4_bar_6_bar_1_bar_30)
        (pickupable SoapBar_bar__minus_01_dot_22_bar__plus_00_dot_01_bar__plus_00_dot_33)
        (cleanable SoapBar_bar__minus_01_dot_22_bar__plus_00_dot_01_bar__plus_00_dot_33)
        (objectType Candle_bar__minus_02_dot_10_bar__plus_01_dot_09_bar__plus_00_dot_23 CandleType)
        (inReceptacle Candle_bar__minus_02_dot_10_bar__plus_01_dot_09_bar__plus_00_dot_23 CounterTop_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_01_dot_96)
        (objectAtLocation Candle_bar__minus_02_dot_10_bar__plus_01_dot_09_bar__plus_00_dot_23 loc_bar__minus_1_bar_8_bar_1_bar_30)
        (pickupable Candle_bar__minus_02_dot_10_bar__plus_01_dot_09_bar__plus_00_dot_23)
        (objectType Candle_bar__minus_02_dot_58_bar__plus_00_dot_81_bar__plus_02_dot_69 CandleType)
        (inReceptacle Candle_bar__minus_02_dot_58_bar__plus_00_dot_81_bar__plus_02_dot_69 Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_01_dot_49)
        (objectAtLocation Candle_bar__minus_02_dot_58_bar__plus_00_dot_81_bar__plus_02_dot_69 loc_bar__minus_4_bar_6_bar_1_bar_30)
        (pickupable Candle_bar__minus_02_dot_58_bar__plus_00_dot_81_bar__plus_02_dot_69)
        (objectType SoapBottle_bar__minus_00_dot_17_bar__plus_00_dot_19_bar__minus_00_dot_69 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_17_bar__plus_00_dot_19_bar__minus_00_dot_69 Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_02_dot_42)
        (objectAtLocation SoapBottle_bar__minus_00_dot_17_bar__plus_00_dot_19_bar__minus_00_dot_69 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (pickupable SoapBottle_bar__minus_00_dot_17_bar__plus_00_dot_19_bar__minus_00_dot_69)
        (objectType SoapBottle_bar__minus_02_dot_96_bar__plus_00_dot_96_bar__plus_00_dot_79 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_96_bar__plus_00_dot_96_bar__plus_00_dot_79 Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_01_dot_49)
        (objectAtLocation SoapBottle_bar__minus_02_dot_96_bar__plus_00_dot_96_bar__plus_00_dot_79 loc_bar__minus_3_bar_5_bar_1_bar_30)
        (pickupable SoapBottle_bar__minus_02_dot_96_bar__plus_00_dot_96_bar__plus_00_dot_79)
        (objectType SprayBottle_bar__minus_02_dot_25_bar__plus_00_dot_02_bar__minus_00_dot_28 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_02_dot_25_bar__plus_00_dot_02_bar__minus_00_dot_28 Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_02_dot_42)
        (objectAtLocation SprayBottle_bar__minus_02_dot_25_bar__plus_00_dot_02_bar__minus_00_dot_28 loc_bar__minus_3_bar_9_bar_1_bar_30)
        (pickupable SprayBottle_bar__minus_02_dot_25_bar__plus_00_dot_02_bar__minus_00_dot_28)
        (objectType SprayBottle_bar__plus_01_dot_02_bar__plus_00_dot_87_bar__minus_02_dot_40 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_01_dot_02_bar__plus_00_dot_87_bar__minus_02_dot_40 Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_01_dot_49)
        (objectAtLocation SprayBottle_bar__plus_01_dot_02_bar__plus_00_dot_87_bar__minus_02_dot_40 loc_bar__minus_4_bar_6_bar_1_bar_30)
        (pickupable SprayBottle_bar__plus_01_dot_02_bar__plus_00_dot_87_bar__minus_02_dot_40)
        (objectType ToiletPaper_bar__plus_01_dot_46_bar__plus_01_dot_03_bar__plus_00_dot_21 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_01_dot_46_bar__plus_01_dot_03_bar__plus_00_dot_21 Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_01_dot_49)
        (objectAtLocation ToiletPaper_bar__plus_01_dot_46_bar__plus_01_dot_03_bar__plus_00_dot_21 loc_bar__minus_3_bar_5_bar_1_bar_30)
        (pickupable ToiletPaper_bar__plus_01_dot_46_bar__plus_01_dot_03_bar__plus_00_dot_21)
        (objectType ToiletPaper_bar__minus_02_dot_05_bar__plus_00_dot_15_bar__minus_02_dot_54 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_02_dot_05_bar__plus_00_dot_15_bar__minus_02_dot_54 Toilet_bar__minus_02_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_63)
        (objectAtLocation ToiletPaper_bar__minus_02_dot_05_bar__plus_00_dot_15_bar__minus_02_dot_54 loc_bar__minus_9_bar_9_bar_2_bar_30)
        (pickupable ToiletPaper_bar__minus_02_dot_05_bar__plus_00_dot_15_bar__minus_02_dot_54)
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
