(define (problem plan_trial_T00000000_000003_000004)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        ButterKnifeType - otype
        CandleType - otype
        ClothType - otype
        HandTowelType - otype
        KnifeType - otype
        PlungerType - otype
        SoapBarType - otype
        ToiletPaperType - otype
        TowelType - otype
        SoapBar_bar__plus_01_dot_44_bar__plus_01_dot_05_bar__plus_02_dot_50 - object
        Candle_bar__minus_00_dot_46_bar__plus_00_dot_67_bar__plus_00_dot_81 - object
        Cloth_bar__plus_00_dot_53_bar__plus_00_dot_21_bar__minus_01_dot_13 - object
        HandTowel_bar__minus_02_dot_89_bar__plus_01_dot_43_bar__minus_02_dot_21 - object
        HandTowel_bar__minus_00_dot_33_bar__plus_00_dot_06_bar__plus_00_dot_96 - object
        Plunger_bar__minus_02_dot_55_bar__plus_01_dot_35_bar__plus_02_dot_44 - object
        ToiletPaper_bar__plus_00_dot_43_bar__plus_00_dot_35_bar__minus_00_dot_89 - object
        ToiletPaper_bar__plus_01_dot_50_bar__plus_01_dot_34_bar__plus_01_dot_79 - object
        Towel_bar__plus_00_dot_17_bar__plus_00_dot_25_bar__plus_00_dot_63 - object
        Towel_bar__minus_02_dot_63_bar__plus_00_dot_22_bar__minus_00_dot_80 - object
        Cabinet_bar__minus_00_dot_12_bar__plus_00_dot_36_bar__plus_04_dot_63 - receptacle
        Cabinet_bar__minus_01_dot_03_bar__plus_00_dot_36_bar__plus_04_dot_63 - receptacle
        Cabinet_bar__minus_01_dot_06_bar__plus_00_dot_36_bar__plus_04_dot_63 - receptacle
        CounterTop_bar__minus_01_dot_02_bar__plus_00_dot_95_bar__plus_04_dot_88 - receptacle
        GarbageCan_bar__minus_02_dot_20_bar_00_dot_00_bar__plus_04_dot_95 - receptacle
        HandTowelHolder_bar__minus_00_dot_07_bar__plus_01_dot_57_bar__plus_04_dot_81 - receptacle
        Sink_bar__minus_00_dot_58_bar__plus_00_dot_93_bar__plus_04_dot_87_bar_SinkBasin - receptacle
        ToiletPaperHanger_bar__minus_00_dot_07_bar__plus_01_dot_13_bar__plus_03_dot_69 - receptacle
        Toilet_bar__minus_00_dot_52_bar_00_dot_00_bar__plus_03_dot_22 - receptacle
        TowelHolder_bar__minus_00_dot_07_bar__plus_01_dot_41_bar__plus_02_dot_43 - receptacle
        TowelHolder_bar__minus_01_dot_72_bar__plus_01_dot_21_bar__plus_01_dot_74 - receptacle
        loc_bar_2_bar__minus_11_bar_2_bar_30 - location
        loc_bar__minus_11_bar_16_bar_0_bar_30 - location
        loc_bar__minus_2_bar_10_bar_0_bar_30 - location
        loc_bar__minus_2_bar_11_bar_1_bar_0 - location
        loc_bar__minus_2_bar_15_bar_1_bar_30 - location
        loc_bar__minus_2_bar_16_bar_0_bar_0 - location
        loc_bar__minus_2_bar_17_bar_0_bar_30 - location
        loc_bar__minus_3_bar_15_bar_0_bar_30 - location
        loc_bar__minus_4_bar_17_bar_0_bar_30 - location
        loc_bar__minus_5_bar_15_bar_0_bar_30 - location
        loc_bar__minus_7_bar_15_bar_0_bar_30 - location
        loc_bar__minus_7_bar_9_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_2_bar__minus_11_bar_2_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_12_bar__plus_00_dot_36_bar__plus_04_dot_63 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_12_bar__plus_00_dot_36_bar__plus_04_dot_63 loc_bar__minus_3_bar_15_bar_0_bar_30)
        (openable Cabinet_bar__minus_00_dot_12_bar__plus_00_dot_36_bar__plus_04_dot_63)
        (receptacleType Cabinet_bar__minus_01_dot_03_bar__plus_00_dot_36_bar__plus_04_dot_63 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_03_bar__plus_00_dot_36_bar__plus_04_dot_63 loc_bar__minus_5_bar_15_bar_0_bar_30)
        (openable Cabinet_bar__minus_01_dot_03_bar__plus_00_dot_36_bar__plus_04_dot_63)
        (receptacleType Cabinet_bar__minus_01_dot_06_bar__plus_00_dot_36_bar__plus_04_dot_63 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_06_bar__plus_00_dot_36_bar__plus_04_dot_63 loc_bar__minus_7_bar_15_bar_0_bar_30)
        (openable Cabinet_bar__minus_01_dot_06_bar__plus_00_dot_36_bar__plus_04_dot_63)
        (receptacleType CounterTop_bar__minus_01_dot_02_bar__plus_00_dot_95_bar__plus_04_dot_88 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_02_bar__plus_00_dot_95_bar__plus_04_dot_88 loc_bar__minus_4_bar_17_bar_0_bar_30)
        (receptacleType GarbageCan_bar__minus_02_dot_20_bar_00_dot_00_bar__plus_04_dot_95 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_02_dot_20_bar_00_dot_00_bar__plus_04_dot_95 loc_bar__minus_11_bar_16_bar_0_bar_30)
        (receptacleType HandTowelHolder_bar__minus_00_dot_07_bar__plus_01_dot_57_bar__plus_04_dot_81 HandTowelHolderType)
        (receptacleAtLocation HandTowelHolder_bar__minus_00_dot_07_bar__plus_01_dot_57_bar__plus_04_dot_81 loc_bar__minus_2_bar_16_bar_0_bar_0)
        (receptacleType Sink_bar__minus_00_dot_58_bar__plus_00_dot_93_bar__plus_04_dot_87_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_58_bar__plus_00_dot_93_bar__plus_04_dot_87_bar_SinkBasin loc_bar__minus_2_bar_17_bar_0_bar_30)
        (receptacleType ToiletPaperHanger_bar__minus_00_dot_07_bar__plus_01_dot_13_bar__plus_03_dot_69 ToiletPaperHangerType)
        (receptacleAtLocation ToiletPaperHanger_bar__minus_00_dot_07_bar__plus_01_dot_13_bar__plus_03_dot_69 loc_bar__minus_2_bar_15_bar_1_bar_30)
        (receptacleType Toilet_bar__minus_00_dot_52_bar_00_dot_00_bar__plus_03_dot_22 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_00_dot_52_bar_00_dot_00_bar__plus_03_dot_22 loc_bar__minus_2_bar_10_bar_0_bar_30)
        (receptacleType TowelHolder_bar__minus_00_dot_07_bar__plus_01_dot_41_bar__plus_02_dot_43 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar__minus_00_dot_07_bar__plus_01_dot_41_bar__plus_02_dot_43 loc_bar__minus_2_bar_11_bar_1_bar_0)
        (receptacleType TowelHolder_bar__minus_01_dot_72_bar__plus_01_dot_21_bar__plus_01_dot_74 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar__minus_01_dot_72_bar__plus_01_dot_21_bar__plus_01_dot_74 loc_bar__minus_7_bar_9_bar_2_bar_30)
        (canContain CabinetType CandleType)
        (canContain CabinetType ClothType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType ToiletPaperType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain HandTowelHolderType HandTowelType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType ClothType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType ToiletPaperType)
        (canContain ToiletPaperHangerType ToiletPaperType)
        (canContain TowelHolderType TowelType)
        (objectType SoapBar_bar__plus_01_dot_44_bar__plus_01_dot_05_bar__plus_02_dot_50 SoapBarType)
        (inReceptacle SoapBar_bar__plus_01_dot_44_bar__plus_01_dot_05_bar__plus_02_dot_50 Sink_bar__minus_00_dot_58_bar__plus_00_dot_93_bar__plus_04_dot_87_bar_SinkBasin)
        (objectAtLocation SoapBar_bar__plus_01_dot_44_bar__plus_01_dot_05_bar__plus_02_dot_50 loc_bar__minus_2_bar_17_bar_0_bar_30)
        (pickupable SoapBar_bar__plus_01_dot_44_bar__plus_01_dot_05_bar__plus_02_dot_50)
        (cleanable SoapBar_bar__plus_01_dot_44_bar__plus_01_dot_05_bar__plus_02_dot_50)
        (objectType Candle_bar__minus_00_dot_46_bar__plus_00_dot_67_bar__plus_00_dot_81 CandleType)
        (inReceptacle Candle_bar__minus_00_dot_46_bar__plus_00_dot_67_bar__plus_00_dot_81 Cabinet_bar__minus_01_dot_06_bar__plus_00_dot_36_bar__plus_04_dot_63)
        (objectAtLocation Candle_bar__minus_00_dot_46_bar__plus_00_dot_67_bar__plus_00_dot_81 loc_bar__minus_7_bar_15_bar_0_bar_30)
        (pickupable Candle_bar__minus_00_dot_46_bar__plus_00_dot_67_bar__plus_00_dot_81)
        (objectType Cloth_bar__plus_00_dot_53_bar__plus_00_dot_21_bar__minus_01_dot_13 ClothType)
        (inReceptacle Cloth_bar__plus_00_dot_53_bar__plus_00_dot_21_bar__minus_01_dot_13 Cabinet_bar__minus_01_dot_06_bar__plus_00_dot_36_bar__plus_04_dot_63)
        (objectAtLocation Cloth_bar__plus_00_dot_53_bar__plus_00_dot_21_bar__minus_01_dot_13 loc_bar__minus_7_bar_15_bar_0_bar_30)
        (pickupable Cloth_bar__plus_00_dot_53_bar__plus_00_dot_21_bar__minus_01_dot_13)
        (cleanable Cloth_bar__plus_00_dot_53_bar__plus_00_dot_21_bar__minus_01_dot_13)
        (objectType HandTowel_bar__minus_02_dot_89_bar__plus_01_dot_43_bar__minus_02_dot_21 HandTowelType)
        (inReceptacle HandTowel_bar__minus_02_dot_89_bar__plus_01_dot_43_bar__minus_02_dot_21 HandTowelHolder_bar__minus_00_dot_07_bar__plus_01_dot_57_bar__plus_04_dot_81)
        (objectAtLocation HandTowel_bar__minus_02_dot_89_bar__plus_01_dot_43_bar__minus_02_dot_21 loc_bar__minus_2_bar_16_bar_0_bar_0)
        (pickupable HandTowel_bar__minus_02_dot_89_bar__plus_01_dot_43_bar__minus_02_dot_21)
        (objectType HandTowel_bar__minus_00_dot_33_bar__plus_00_dot_06_bar__plus_00_dot_96 HandTowelType)
        (inReceptacle HandTowel_bar__minus_00_dot_33_bar__plus_00_dot_06_bar__plus_00_dot_96 GarbageCan_bar__minus_02_dot_20_bar_00_dot_00_bar__plus_04_dot_95)
        (objectAtLocation HandTowel_bar__minus_00_dot_33_bar__plus_00_dot_06_bar__plus_00_dot_96 loc_bar__minus_11_bar_16_bar_0_bar_30)
        (pickupable HandTowel_bar__minus_00_dot_33_bar__plus_00_dot_06_bar__plus_00_dot_96)
        (objectType Plunger_bar__minus_02_dot_55_bar__plus_01_dot_35_bar__plus_02_dot_44 PlungerType)
        (inReceptacle Plunger_bar__minus_02_dot_55_bar__plus_01_dot_35_bar__plus_02_dot_44 Cabinet_bar__minus_01_dot_06_bar__plus_00_dot_36_bar__plus_04_dot_63)
        (objectAtLocation Plunger_bar__minus_02_dot_55_bar__plus_01_dot_35_bar__plus_02_dot_44 loc_bar__minus_7_bar_15_bar_0_bar_30)
        (pickupable Plunger_bar__minus_02_dot_55_bar__plus_01_dot_35_bar__plus_02_dot_44)
        (objectType ToiletPaper_bar__plus_00_dot_43_bar__plus_00_dot_35_bar__minus_00_dot_89 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_00_dot_43_bar__plus_00_dot_35_bar__minus_00_dot_89 ToiletPaperHanger_bar__minus_00_dot_07_bar__plus_01_dot_13_bar__plus_03_dot_69)
        (objectAtLocation ToiletPaper_bar__plus_00_dot_43_bar__plus_00_dot_35_bar__minus_00_dot_89 loc_bar__minus_2_bar_15_bar_1_bar_30)
        (pickupable ToiletPaper_bar__plus_00_dot_43_bar__plus_00_dot_35_bar__minus_00_dot_89)
        (objectType ToiletPaper_bar__plus_01_dot_50_bar__plus_01_dot_34_bar__plus_01_dot_79 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_01_dot_50_bar__plus_01_dot_34_bar__plus_01_dot_79 ToiletPaperHanger_bar__minus_00_dot_07_bar__plus_01_dot_13_bar__plus_03_dot_69)
        (objectAtLocation ToiletPaper_bar__plus_01_dot_50_bar__plus_01_dot_34_bar__plus_01_dot_79 loc_bar__minus_2_bar_15_bar_1_bar_30)
        (pickupable ToiletPaper_bar__plus_01_dot_50_bar__plus_01_dot_34_bar__plus_01_dot_79)
        (objectType Towel_bar__plus_00_dot_17_bar__plus_00_dot_25_bar__plus_00_dot_63 TowelType)
        (inReceptacle Towel_bar__plus_00_dot_17_bar__plus_00_dot_25_bar__plus_00_dot_63 TowelHolder_bar__minus_00_dot_07_bar__plus_01_dot_41_bar__plus_02_dot_43)
        (objectAtLocation Towel_bar__plus_00_dot_17_bar__plus_00_dot_25_bar__plus_00_dot_63 loc_bar__minus_2_bar_11_bar_1_bar_0)
        (pickupable Towel_bar__plus_00_dot_17_bar__plus_00_dot_25_bar__plus_00_dot_63)
        (objectType Towel_bar__minus_02_dot_63_bar__plus_00_dot_22_bar__minus_00_dot_80 TowelType)
        (inReceptacle Towel_bar__minus_02_dot_63_bar__plus_00_dot_22_bar__minus_00_dot_80 TowelHolder_bar__minus_00_dot_07_bar__plus_01_dot_41_bar__plus_02_dot_43)
        (objectAtLocation Towel_bar__minus_02_dot_63_bar__plus_00_dot_22_bar__minus_00_dot_80 loc_bar__minus_2_bar_11_bar_1_bar_0)
        (pickupable Towel_bar__minus_02_dot_63_bar__plus_00_dot_22_bar__minus_00_dot_80)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r ToiletType)
                        )
                    )
                )
            )
        )
    )
