(define (problem plan_trial_T00000000_000003_000011)
(:domain alfred)
(:objects
        agent1 - agent
        BathtubBasinType - rtype
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
        KnifeType - otype
        PlungerType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        TowelType - otype
        SoapBar_bar__plus_02_dot_11_bar__plus_01_dot_01_bar__plus_01_dot_53 - object
        SoapBar_bar__plus_00_dot_08_bar__plus_00_dot_81_bar__plus_01_dot_11 - object
        Candle_bar__plus_01_dot_95_bar__plus_01_dot_31_bar__plus_00_dot_17 - object
        Candle_bar__plus_01_dot_75_bar__plus_01_dot_30_bar__plus_01_dot_30 - object
        Cloth_bar__minus_02_dot_15_bar__plus_00_dot_80_bar__plus_00_dot_88 - object
        Plunger_bar__minus_00_dot_58_bar__plus_01_dot_00_bar__plus_01_dot_81 - object
        SoapBottle_bar__minus_00_dot_68_bar__plus_00_dot_45_bar__plus_01_dot_23 - object
        SoapBottle_bar__plus_01_dot_12_bar__plus_01_dot_45_bar__plus_00_dot_00 - object
        SprayBottle_bar__minus_02_dot_67_bar__plus_01_dot_36_bar__plus_01_dot_75 - object
        SprayBottle_bar__minus_00_dot_42_bar__plus_01_dot_49_bar__plus_00_dot_11 - object
        TissueBox_bar__plus_01_dot_61_bar__plus_00_dot_10_bar__plus_01_dot_92 - object
        ToiletPaper_bar__minus_02_dot_26_bar__plus_00_dot_60_bar__plus_01_dot_77 - object
        Towel_bar__minus_02_dot_11_bar__plus_00_dot_66_bar__minus_02_dot_21 - object
        Towel_bar__minus_02_dot_58_bar__plus_01_dot_21_bar__minus_00_dot_90 - object
        Bathtub_bar__minus_02_dot_90_bar__plus_00_dot_67_bar__plus_02_dot_86_bar_BathtubBasin - receptacle
        Cabinet_bar__minus_00_dot_12_bar__plus_00_dot_36_bar__plus_04_dot_63 - receptacle
        Cabinet_bar__minus_01_dot_03_bar__plus_00_dot_36_bar__plus_04_dot_63 - receptacle
        Cabinet_bar__minus_01_dot_06_bar__plus_00_dot_36_bar__plus_04_dot_63 - receptacle
        CounterTop_bar__minus_01_dot_02_bar__plus_00_dot_95_bar__plus_04_dot_88 - receptacle
        GarbageCan_bar__minus_02_dot_20_bar_00_dot_00_bar__plus_04_dot_95 - receptacle
        HandTowelHolder_bar__minus_00_dot_07_bar__plus_01_dot_57_bar__plus_04_dot_81 - receptacle
        HandTowelHolder_bar__minus_02_dot_09_bar__plus_01_dot_54_bar__plus_05_dot_15 - receptacle
        Sink_bar__minus_00_dot_58_bar__plus_00_dot_93_bar__plus_04_dot_87_bar_SinkBasin - receptacle
        Sink_bar__minus_01_dot_53_bar__plus_00_dot_93_bar__plus_04_dot_87_bar_SinkBasin - receptacle
        ToiletPaperHanger_bar__minus_00_dot_07_bar__plus_01_dot_13_bar__plus_03_dot_69 - receptacle
        Toilet_bar__minus_00_dot_52_bar_00_dot_00_bar__plus_03_dot_22 - receptacle
        TowelHolder_bar__minus_00_dot_07_bar__plus_01_dot_41_bar__plus_02_dot_43 - receptacle
        TowelHolder_bar__minus_01_dot_72_bar__plus_01_dot_21_bar__plus_01_dot_74 - receptacle
        loc_bar__minus_10_bar_11_bar_3_bar_30 - location
        loc_bar__minus_11_bar_16_bar_0_bar_30 - location
        loc_bar__minus_2_bar_10_bar_0_bar_30 - location
        loc_bar__minus_2_bar_11_bar_1_bar_0 - location
        loc_bar__minus_2_bar_15_bar_1_bar_30 - location
        loc_bar__minus_2_bar_16_bar_0_bar_0 - location
        loc_bar__minus_2_bar_17_bar_0_bar_30 - location
        loc_bar__minus_2_bar_3_bar_3_bar_30 - location
        loc_bar__minus_3_bar_15_bar_0_bar_30 - location
        loc_bar__minus_4_bar_17_bar_0_bar_30 - location
        loc_bar__minus_5_bar_15_bar_0_bar_30 - location
        loc_bar__minus_6_bar_17_bar_0_bar_30 - location
        loc_bar__minus_7_bar_15_bar_0_bar_30 - location
        loc_bar__minus_7_bar_9_bar_2_bar_30 - location
        loc_bar__minus_9_bar_18_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_2_bar_3_bar_3_bar_30)
        (receptacleType Bathtub_bar__minus_02_dot_90_bar__plus_00_dot_67_bar__plus_02_dot_86_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__minus_02_dot_90_bar__plus_00_dot_67_bar__plus_02_dot_86_bar_BathtubBasin loc_bar__minus_10_bar_11_bar_3_bar_30)
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
        (receptacleType HandTowelHolder_bar__minus_02_dot_09_bar__plus_01_dot_54_bar__plus_05_dot_15 HandTowelHolderType)
        (receptacleAtLocation HandTowelHolder_bar__minus_02_dot_09_bar__plus_01_dot_54_bar__plus_05_dot_15 loc_bar__minus_9_bar_18_bar_0_bar_30)
        (receptacleType Sink_bar__minus_00_dot_58_bar__plus_00_dot_93_bar__plus_04_dot_87_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_58_bar__plus_00_dot_93_bar__plus_04_dot_87_bar_SinkBasin loc_bar__minus_2_bar_17_bar_0_bar_30)
        (receptacleType Sink_bar__minus_01_dot_53_bar__plus_00_dot_93_bar__plus_04_dot_87_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_53_bar__plus_00_dot_93_bar__plus_04_dot_87_bar_SinkBasin loc_bar__minus_6_bar_17_bar_0_bar_30)
        (receptacleType ToiletPaperHanger_bar__minus_00_dot_07_bar__plus_01_dot_13_bar__plus_03_dot_69 ToiletPaperHangerType)
        (receptacleAtLocation ToiletPaperHanger_bar__minus_00_dot_07_bar__plus_01_dot_13_bar__plus_03_dot_69 loc_bar__minus_2_bar_15_bar_1_bar_30)
        (receptacleType Toilet_bar__minus_00_dot_52_bar_00_dot_00_bar__plus_03_dot_22 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_00_dot_52_bar_00_dot_00_bar__plus_03_dot_22 loc_bar__minus_2_bar_10_bar_0_bar_30)
        (receptacleType TowelHolder_bar__minus_00_dot_07_bar__plus_01_dot_41_bar__plus_02_dot_43 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar__minus_00_dot_07_bar__plus_01_dot_41_bar__plus_02_dot_43 loc_bar__minus_2_bar_11_bar_1_bar_0)
        (receptacleType TowelHolder_bar__minus_01_dot_72_bar__plus_01_dot_21_bar__plus_01_dot_74 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar__minus_01_dot_72_bar__plus_01_dot_21_bar__plus_01_dot_74 loc_bar__minus_7_bar_9_bar_2_bar_30)
        (canContain BathtubBasinType ClothType)
        (canContain BathtubBasinType SoapBarType)
        (canContain CabinetType CandleType)
        (canContain CabinetType ClothType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType TissueBoxType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType TissueBoxType)
        (canContain CounterTopType ToiletPaperType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType TissueBoxType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType ClothType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType TissueBoxType)
        (canContain ToiletType ToiletPaperType)
        (canContain ToiletPaperHangerType ToiletPaperType)
        (canContain TowelHolderType TowelType)
        (objectType SoapBar_bar__plus_02_dot_11_bar__plus_01_dot_01_bar__plus_01_dot_53 SoapBarType)
        (inReceptacle SoapBar_bar__plus_02_dot_11_bar__plus_01_dot_01_bar__plus_01_dot_53 Sink_bar__minus_01_dot_53_bar__plus_00_dot_93_bar__plus_04_dot_87_bar_SinkBasin)
        (objectAtLocation SoapBar_bar__plus_02_dot_11_bar__plus_01_dot_01_bar__plus_01_dot_53 loc_bar__minus_6_bar_17_bar_0_bar_30)
        (pickupable SoapBar_bar__plus_02_dot_11_bar__plus_01_dot_01_bar__plus_01_dot_53)
        (cleanable SoapBar_bar__plus_02_dot_11_bar__plus_01_dot_01_bar__plus_01_dot_53)
        (objectType SoapBar_bar__plus_00_dot_08_bar__plus_00_dot_81_bar__plus_01_dot_11 SoapBarType)
        (inReceptacle SoapBar_bar__plus_00_dot_08_bar__plus_00_dot_81_bar__plus_01_dot_11 Cabinet_bar__minus_00_dot_12_bar__plus_00_dot_36_bar__plus_04_dot_63)
        (objectAtLocation SoapBar_bar__plus_00_dot_08_bar__plus_00_dot_81_bar__plus_01_dot_11 loc_bar__minus_3_bar_15_bar_0_bar_30)
        (pickupable SoapBar_bar__plus_00_dot_08_bar__plus_00_dot_81_bar__plus_01_dot_11)
        (cleanable SoapBar_bar__plus_00_dot_08_bar__plus_00_dot_81_bar__plus_01_dot_11)
        (objectType Candle_bar__plus_01_dot_95_bar__plus_01_dot_31_bar__plus_00_dot_17 CandleType)
        (inReceptacle Candle_bar__plus_01_dot_95_bar__plus_01_dot_31_bar__plus_00_dot_17 CounterTop_bar__minus_01_dot_02_bar__plus_00_dot_95_bar__plus_04_dot_88)
        (objectAtLocation Candle_bar__plus_01_dot_95_bar__plus_01_dot_31_bar__plus_00_dot_17 loc_bar__minus_4_bar_17_bar_0_bar_30)
        (pickupable Candle_bar__plus_01_dot_95_bar__plus_01_dot_31_bar__plus_00_dot_17)
        (objectType Candle_bar__plus_01_dot_75_bar__plus_01_dot_30_bar__plus_01_dot_30 CandleType)
        (inReceptacle Candle_bar__plus_01_dot_75_bar__plus_01_dot_30_bar__plus_01_dot_30 CounterTop_bar__minus_01_dot_02_bar__plus_00_dot_95_bar__plus_04_dot_88)
        (objectAtLocation Candle_bar__plus_01_dot_75_bar__plus_01_dot_30_bar__plus_01_dot_30 loc_bar__minus_4_bar_17_bar_0_bar_30)
        (pickupable Candle_bar__plus_01_dot_75_bar__plus_01_dot_30_bar__plus_01_dot_30)
        (objectType Cloth_bar__minus_02_dot_15_bar__plus_00_dot_80_bar__plus_00_dot_88 ClothType)
        (inReceptacle Cloth_bar__minus_02_dot_15_bar__plus_00_dot_80_bar__plus_00_dot_88 GarbageCan_bar__minus_02_dot_20_bar_00_dot_00_bar__plus_04_dot_95)
        (objectAtLocation Cloth_bar__minus_02_dot_15_bar__plus_00_dot_80_bar__plus_00_dot_88 loc_bar__minus_11_bar_16_bar_0_bar_30)
        (pickupable Cloth_bar__minus_02_dot_15_bar__plus_00_dot_80_bar__plus_00_dot_88)
        (cleanable Cloth_bar__minus_02_dot_15_bar__plus_00_dot_80_bar__plus_00_dot_88)
        (objectType Plunger_bar__minus_00_dot_58_bar__plus_01_dot_00_bar__plus_01_dot_81 PlungerType)
        (inReceptacle Plunger_bar__minus_00_dot_58_bar__plus_01_dot_00_bar__plus_01_dot_81 Cabinet_bar__minus_01_dot_03_bar__plus_00_dot_36_bar__plus_04_dot_63)
        (objectAtLocation Plunger_bar__minus_00_dot_58_bar__plus_01_dot_00_bar__plus_01_dot_81 loc_bar__minus_5_bar_15_bar_0_bar_30)
        (pickupable Plunger_bar__minus_00_dot_58_bar__plus_01_dot_00_bar__plus_01_dot_81)
        (objectType SoapBottle_bar__minus_00_dot_68_bar__plus_00_dot_45_bar__plus_01_dot_23 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_68_bar__plus_00_dot_45_bar__plus_01_dot_23 Cabinet_bar__minus_00_dot_12_bar__plus_00_dot_36_bar__plus_04_dot_63)
        (objectAtLocation SoapBottle_bar__minus_00_dot_68_bar__plus_00_dot_45_bar__plus_01_dot_23 loc_bar__minus_3_bar_15_bar_0_bar_30)
        (pickupable SoapBottle_bar__minus_00_dot_68_bar__plus_00_dot_45_bar__plus_01_dot_23)
        (objectType SoapBottle_bar__plus_01_dot_12_bar__plus_01_dot_45_bar__plus_00_dot_00 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_12_bar__plus_01_dot_45_bar__plus_00_dot_00 Cabinet_bar__minus_00_dot_12_bar__plus_00_dot_36_bar__plus_04_dot_63)
        (objectAtLocation SoapBottle_bar__plus_01_dot_12_bar__plus_01_dot_45_bar__plus_00_dot_00 loc_bar__minus_3_bar_15_bar_0_bar_30)
        (pickupable SoapBottle_bar__plus_01_dot_12_bar__plus_01_dot_45_bar__plus_00_dot_00)
        (objectType SprayBottle_bar__minus_02_dot_67_bar__plus_01_dot_36_bar__plus_01_dot_75 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_02_dot_67_bar__plus_01_dot_36_bar__plus_01_dot_75 Cabinet_bar__minus_01_dot_06_bar__plus_00_dot_36_bar__plus_04_dot_63)
        (objectAtLocation SprayBottle_bar__minus_02_dot_67_bar__plus_01_dot_36_bar__plus_01_dot_75 loc_bar__minus_7_bar_15_bar_0_bar_30)
        (pickupable SprayBottle_bar__minus_02_dot_67_bar__plus_01_dot_36_bar__plus_01_dot_75)
        (objectType SprayBottle_bar__minus_00_dot_42_bar__plus_01_dot_49_bar__plus_00_dot_11 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_00_dot_42_bar__plus_01_dot_49_bar__plus_00_dot_11 Toilet_bar__minus_00_dot_52_bar_00_dot_00_bar__plus_03_dot_22)
        (objectAtLocation SprayBottle_bar__minus_00_dot_42_bar__plus_01_dot_49_bar__plus_00_dot_11 loc_bar__minus_2_bar_10_bar_0_bar_30)
        (pickupable SprayBottle_bar__minus_00_dot_42_bar__plus_01_dot_49_bar__plus_00_dot_11)
        (objectType TissueBox_bar__plus_01_dot_61_bar__plus_00_dot_10_bar__plus_01_dot_92 TissueBoxType)
        (inReceptacle TissueBox_bar__plus_01_dot_61_bar__plus_00_dot_10_bar__plus_01_dot_92 GarbageCan_bar__minus_02_dot_20_bar_00_dot_00_bar__plus_04_dot_95)
        (objectAtLocation TissueBox_bar__plus_01_dot_61_bar__plus_00_dot_10_bar__plus_01_dot_92 loc_bar__minus_11_bar_16_bar_0_bar_30)
        (pickupable TissueBox_bar__plus_01_dot_61_bar__plus_00_dot_10_bar__plus_01_dot_92)
        (objectType ToiletPaper_bar__minus_02_dot_26_bar__plus_00_dot_60_bar__plus_01_dot_77 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_02_dot_26_bar__plus_00_dot_60_bar__plus_01_dot_77 ToiletPaperHanger_bar__minus_00_dot_07_bar__plus_01_dot_13_bar__plus_03_dot_69)
        (objectAtLocation ToiletPaper_bar__minus_02_dot_26_bar__plus_00_dot_60_bar__plus_01_dot_77 loc_bar__minus_2_bar_15_bar_1_bar_30)
        (pickupable ToiletPaper_bar__minus_02_dot_26_bar__plus_00_dot_60_bar__plus_01_dot_77)
        (objectType Towel_bar__minus_02_dot_11_bar__plus_00_dot_66_bar__minus_02_dot_21 TowelType)
        (inReceptacle Towel_bar__minus_02_dot_11_bar__plus_00_dot_66_bar__minus_02_dot_21 TowelHolder_bar__minus_01_dot_72_bar__plus_01_dot_21_bar__plus_01_dot_74)
        (objectAtLocation Towel_bar__minus_02_dot_11_bar__plus_00_dot_66_bar__minus_02_dot_21 loc_bar__minus_7_bar_9_bar_2_bar_30)
        (pickupable Towel_bar__minus_02_dot_11_bar__plus_00_dot_66_bar__minus_02_dot_21)
        (objectType Towel_bar__minus_02_dot_58_bar__plus_01_dot_21_bar__minus_00_dot_90 TowelType)
        (inReceptacle Towel_bar__minus_02_dot_58_bar__plus_01_dot_21_bar__minus_00_dot_90 TowelHolder_bar__minus_01_dot_72_bar__plus_01_dot_21_bar__plus_01_dot_74)
        (objectAtLocation Towel_bar__minus_02_dot_58_bar__plus_01_dot_21_bar__minus_00_dot_90 loc_bar__minus_7_bar_9_bar_2_bar_30)
        (pickupable Towel_bar__minus_02_dot_58_bar__plus_01_dot_21_bar__minus_00_dot_90)
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
