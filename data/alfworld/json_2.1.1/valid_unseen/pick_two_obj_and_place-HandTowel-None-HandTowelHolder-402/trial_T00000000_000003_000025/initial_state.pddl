(define (problem plan_trial_T00000000_000003_000025)
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
        HandTowelType - otype
        KnifeType - otype
        PlungerType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        TissueBoxType - otype
        TowelType - otype
        HandTowel_bar__plus_00_dot_98_bar__plus_00_dot_34_bar__minus_02_dot_86 - object
        HandTowel_bar__minus_02_dot_37_bar__plus_01_dot_02_bar__plus_01_dot_98 - object
        Candle_bar__plus_02_dot_99_bar__plus_00_dot_88_bar__minus_02_dot_21 - object
        Candle_bar__minus_02_dot_28_bar__plus_00_dot_25_bar__minus_00_dot_41 - object
        Cloth_bar__plus_01_dot_34_bar__plus_01_dot_17_bar__minus_01_dot_40 - object
        Plunger_bar__plus_00_dot_11_bar__plus_00_dot_08_bar__minus_01_dot_88 - object
        Plunger_bar__minus_00_dot_35_bar__plus_01_dot_01_bar__plus_00_dot_73 - object
        SoapBar_bar__plus_01_dot_32_bar__plus_00_dot_57_bar__minus_00_dot_34 - object
        SoapBar_bar__minus_02_dot_87_bar__plus_01_dot_35_bar__minus_02_dot_64 - object
        SoapBottle_bar__minus_03_dot_00_bar__plus_00_dot_69_bar__minus_02_dot_93 - object
        SoapBottle_bar__minus_00_dot_74_bar__plus_00_dot_75_bar__minus_01_dot_40 - object
        SprayBottle_bar__plus_01_dot_08_bar__plus_00_dot_02_bar__plus_02_dot_95 - object
        TissueBox_bar__minus_02_dot_87_bar__plus_00_dot_09_bar__minus_00_dot_63 - object
        TissueBox_bar__minus_02_dot_61_bar__plus_01_dot_22_bar__plus_01_dot_01 - object
        Towel_bar__minus_01_dot_19_bar__plus_00_dot_03_bar__minus_02_dot_62 - object
        Bathtub_bar__minus_02_dot_90_bar__plus_00_dot_67_bar__plus_02_dot_86_bar_BathtubBasin - receptacle
        Cabinet_bar__minus_00_dot_12_bar__plus_00_dot_36_bar__plus_04_dot_63 - receptacle
        Cabinet_bar__minus_01_dot_03_bar__plus_00_dot_36_bar__plus_04_dot_63 - receptacle
        Cabinet_bar__minus_01_dot_06_bar__plus_00_dot_36_bar__plus_04_dot_63 - receptacle
        CounterTop_bar__minus_01_dot_02_bar__plus_00_dot_95_bar__plus_04_dot_88 - receptacle
        GarbageCan_bar__minus_02_dot_20_bar_00_dot_00_bar__plus_04_dot_95 - receptacle
        HandTowelHolder_bar__minus_02_dot_09_bar__plus_01_dot_54_bar__plus_05_dot_15 - receptacle
        Sink_bar__minus_00_dot_58_bar__plus_00_dot_93_bar__plus_04_dot_87_bar_SinkBasin - receptacle
        Sink_bar__minus_01_dot_53_bar__plus_00_dot_93_bar__plus_04_dot_87_bar_SinkBasin - receptacle
        ToiletPaperHanger_bar__minus_00_dot_07_bar__plus_01_dot_13_bar__plus_03_dot_69 - receptacle
        Toilet_bar__minus_00_dot_52_bar_00_dot_00_bar__plus_03_dot_22 - receptacle
        TowelHolder_bar__minus_00_dot_07_bar__plus_01_dot_41_bar__plus_02_dot_43 - receptacle
        loc_bar_1_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_10_bar_11_bar_3_bar_30 - location
        loc_bar__minus_11_bar_16_bar_0_bar_30 - location
        loc_bar__minus_2_bar_10_bar_0_bar_30 - location
        loc_bar__minus_2_bar_11_bar_1_bar_0 - location
        loc_bar__minus_2_bar_15_bar_1_bar_30 - location
        loc_bar__minus_2_bar_17_bar_0_bar_30 - location
        loc_bar__minus_3_bar_15_bar_0_bar_30 - location
        loc_bar__minus_4_bar_17_bar_0_bar_30 - location
        loc_bar__minus_5_bar_15_bar_0_bar_30 - location
        loc_bar__minus_6_bar_17_bar_0_bar_30 - location
        loc_bar__minus_7_bar_15_bar_0_bar_30 - location
        loc_bar__minus_9_bar_18_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_1_bar__minus_2_bar_1_bar_30)
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
        (canContain BathtubBasinType ClothType)
        (canContain BathtubBasinType HandTowelType)
        (canContain BathtubBasinType SoapBarType)
        (canContain CabinetType CandleType)
        (canContain CabinetType ClothType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType TissueBoxType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType TissueBoxType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType TissueBoxType)
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
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType TissueBoxType)
        (canContain TowelHolderType TowelType)
        (objectType HandTowel_bar__plus_00_dot_98_bar__plus_00_dot_34_bar__minus_02_dot_86 HandTowelType)
        (inReceptacle HandTowel_bar__plus_00_dot_98_bar__plus_00_dot_34_bar__minus_02_dot_86 Cabinet_bar__minus_01_dot_03_bar__plus_00_dot_36_bar__plus_04_dot_63)
        (objectAtLocation HandTowel_bar__plus_00_dot_98_bar__plus_00_dot_34_bar__minus_02_dot_86 loc_bar__minus_5_bar_15_bar_0_bar_30)
        (pickupable HandTowel_bar__plus_00_dot_98_bar__plus_00_dot_34_bar__minus_02_dot_86)
        (objectType HandTowel_bar__minus_02_dot_37_bar__plus_01_dot_02_bar__plus_01_dot_98 HandTowelType)
        (inReceptacle HandTowel_bar__minus_02_dot_37_bar__plus_01_dot_02_bar__plus_01_dot_98 GarbageCan_bar__minus_02_dot_20_bar_00_dot_00_bar__plus_04_dot_95)
        (objectAtLocation HandTowel_bar__minus_02_dot_37_bar__plus_01_dot_02_bar__plus_01_dot_98 loc_bar__minus_11_bar_16_bar_0_bar_30)
        (pickupable HandTowel_bar__minus_02_dot_37_bar__plus_01_dot_02_bar__plus_01_dot_98)
        (objectType Candle_bar__plus_02_dot_99_bar__plus_00_dot_88_bar__minus_02_dot_21 CandleType)
        (inReceptacle Candle_bar__plus_02_dot_99_bar__plus_00_dot_88_bar__minus_02_dot_21 Cabinet_bar__minus_01_dot_06_bar__plus_00_dot_36_bar__plus_04_dot_63)
        (objectAtLocation Candle_bar__plus_02_dot_99_bar__plus_00_dot_88_bar__minus_02_dot_21 loc_bar__minus_7_bar_15_bar_0_bar_30)
        (pickupable Candle_bar__plus_02_dot_99_bar__plus_00_dot_88_bar__minus_02_dot_21)
        (objectType Candle_bar__minus_02_dot_28_bar__plus_00_dot_25_bar__minus_00_dot_41 CandleType)
        (inReceptacle Candle_bar__minus_02_dot_28_bar__plus_00_dot_25_bar__minus_00_dot_41 Cabinet_bar__minus_00_dot_12_bar__plus_00_dot_36_bar__plus_04_dot_63)
        (objectAtLocation Candle_bar__minus_02_dot_28_bar__plus_00_dot_25_bar__minus_00_dot_41 loc_bar__minus_3_bar_15_bar_0_bar_30)
        (pickupable Candle_bar__minus_02_dot_28_bar__plus_00_dot_25_bar__minus_00_dot_41)
        (objectType Cloth_bar__plus_01_dot_34_bar__plus_01_dot_17_bar__minus_01_dot_40 ClothType)
        (inReceptacle Cloth_bar__plus_01_dot_34_bar__plus_01_dot_17_bar__minus_01_dot_40 Cabinet_bar__minus_01_dot_03_bar__plus_00_dot_36_bar__plus_04_dot_63)
        (objectAtLocation Cloth_bar__plus_01_dot_34_bar__plus_01_dot_17_bar__minus_01_dot_40 loc_bar__minus_5_bar_15_bar_0_bar_30)
        (pickupable Cloth_bar__plus_01_dot_34_bar__plus_01_dot_17_bar__minus_01_dot_40)
        (cleanable Cloth_bar__plus_01_dot_34_bar__plus_01_dot_17_bar__minus_01_dot_40)
        (objectType Plunger_bar__plus_00_dot_11_bar__plus_00_dot_08_bar__minus_01_dot_88 PlungerType)
        (inReceptacle Plunger_bar__plus_00_dot_11_bar__plus_00_dot_08_bar__minus_01_dot_88 Cabinet_bar__minus_01_dot_03_bar__plus_00_dot_36_bar__plus_04_dot_63)
        (objectAtLocation Plunger_bar__plus_00_dot_11_bar__plus_00_dot_08_bar__minus_01_dot_88 loc_bar__minus_5_bar_15_bar_0_bar_30)
        (pickupable Plunger_bar__plus_00_dot_11_bar__plus_00_dot_08_bar__minus_01_dot_88)
        (objectType Plunger_bar__minus_00_dot_35_bar__plus_01_dot_01_bar__plus_00_dot_73 PlungerType)
        (inReceptacle Plunger_bar__minus_00_dot_35_bar__plus_01_dot_01_bar__plus_00_dot_73 Cabinet_bar__minus_01_dot_06_bar__plus_00_dot_36_bar__plus_04_dot_63)
        (objectAtLocation Plunger_bar__minus_00_dot_35_bar__plus_01_dot_01_bar__plus_00_dot_73 loc_bar__minus_7_bar_15_bar_0_bar_30)
        (pickupable Plunger_bar__minus_00_dot_35_bar__plus_01_dot_01_bar__plus_00_dot_73)
        (objectType SoapBar_bar__plus_01_dot_32_bar__plus_00_dot_57_bar__minus_00_dot_34 SoapBarType)
        (inReceptacle SoapBar_bar__plus_01_dot_32_bar__plus_00_dot_57_bar__minus_00_dot_34 GarbageCan_bar__minus_02_dot_20_bar_00_dot_00_bar__plus_04_dot_95)
        (objectAtLocation SoapBar_bar__plus_01_dot_32_bar__plus_00_dot_57_bar__minus_00_dot_34 loc_bar__minus_11_bar_16_bar_0_bar_30)
        (pickupable SoapBar_bar__plus_01_dot_32_bar__plus_00_dot_57_bar__minus_00_dot_34)
        (cleanable SoapBar_bar__plus_01_dot_32_bar__plus_00_dot_57_bar__minus_00_dot_34)
        (objectType SoapBar_bar__minus_02_dot_87_bar__plus_01_dot_35_bar__minus_02_dot_64 SoapBarType)
        (inReceptacle SoapBar_bar__minus_02_dot_87_bar__plus_01_dot_35_bar__minus_02_dot_64 CounterTop_bar__minus_01_dot_02_bar__plus_00_dot_95_bar__plus_04_dot_88)
        (objectAtLocation SoapBar_bar__minus_02_dot_87_bar__plus_01_dot_35_bar__minus_02_dot_64 loc_bar__minus_4_bar_17_bar_0_bar_30)
        (pickupable SoapBar_bar__minus_02_dot_87_bar__plus_01_dot_35_bar__minus_02_dot_64)
        (cleanable SoapBar_bar__minus_02_dot_87_bar__plus_01_dot_35_bar__minus_02_dot_64)
        (objectType SoapBottle_bar__minus_03_dot_00_bar__plus_00_dot_69_bar__minus_02_dot_93 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_03_dot_00_bar__plus_00_dot_69_bar__minus_02_dot_93 Cabinet_bar__minus_01_dot_03_bar__plus_00_dot_36_bar__plus_04_dot_63)
        (objectAtLocation SoapBottle_bar__minus_03_dot_00_bar__plus_00_dot_69_bar__minus_02_dot_93 loc_bar__minus_5_bar_15_bar_0_bar_30)
        (pickupable SoapBottle_bar__minus_03_dot_00_bar__plus_00_dot_69_bar__minus_02_dot_93)
        (objectType SoapBottle_bar__minus_00_dot_74_bar__plus_00_dot_75_bar__minus_01_dot_40 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_74_bar__plus_00_dot_75_bar__minus_01_dot_40 Cabinet_bar__minus_00_dot_12_bar__plus_00_dot_36_bar__plus_04_dot_63)
        (objectAtLocation SoapBottle_bar__minus_00_dot_74_bar__plus_00_dot_75_bar__minus_01_dot_40 loc_bar__minus_3_bar_15_bar_0_bar_30)
        (pickupable SoapBottle_bar__minus_00_dot_74_bar__plus_00_dot_75_bar__minus_01_dot_40)
        (objectType SprayBottle_bar__plus_01_dot_08_bar__plus_00_dot_02_bar__plus_02_dot_95 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_01_dot_08_bar__plus_00_dot_02_bar__plus_02_dot_95 Cabinet_bar__minus_00_dot_12_bar__plus_00_dot_36_bar__plus_04_dot_63)
        (objectAtLocation SprayBottle_bar__plus_01_dot_08_bar__plus_00_dot_02_bar__plus_02_dot_95 loc_bar__minus_3_bar_15_bar_0_bar_30)
        (pickupable SprayBottle_bar__plus_01_dot_08_bar__plus_00_dot_02_bar__plus_02_dot_95)
        (objectType TissueBox_bar__minus_02_dot_87_bar__plus_00_dot_09_bar__minus_00_dot_63 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_02_dot_87_bar__plus_00_dot_09_bar__minus_00_dot_63 GarbageCan_bar__minus_02_dot_20_bar_00_dot_00_bar__plus_04_dot_95)
        (objectAtLocation TissueBox_bar__minus_02_dot_87_bar__plus_00_dot_09_bar__minus_00_dot_63 loc_bar__minus_11_bar_16_bar_0_bar_30)
        (pickupable TissueBox_bar__minus_02_dot_87_bar__plus_00_dot_09_bar__minus_00_dot_63)
        (objectType TissueBox_bar__minus_02_dot_61_bar__plus_01_dot_22_bar__plus_01_dot_01 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_02_dot_61_bar__plus_01_dot_22_bar__plus_01_dot_01 Cabinet_bar__minus_01_dot_06_bar__plus_00_dot_36_bar__plus_04_dot_63)
        (objectAtLocation TissueBox_bar__minus_02_dot_61_bar__plus_01_dot_22_bar__plus_01_dot_01 loc_bar__minus_7_bar_15_bar_0_bar_30)
        (pickupable TissueBox_bar__minus_02_dot_61_bar__plus_01_dot_22_bar__plus_01_dot_01)
        (objectType Towel_bar__minus_01_dot_19_bar__plus_00_dot_03_bar__minus_02_dot_62 TowelType)
        (inReceptacle Towel_bar__minus_01_dot_19_bar__plus_00_dot_03_bar__minus_02_dot_62 TowelHolder_bar__minus_00_dot_07_bar__plus_01_dot_41_bar__plus_02_dot_43)
        (objectAtLocation Towel_bar__minus_01_dot_19_bar__plus_00_dot_03_bar__minus_02_dot_62 loc_bar__minus_2_bar_11_bar_1_bar_0)
        (pickupable Towel_bar__minus_01_dot_19_bar__plus_00_dot_03_bar__minus_02_dot_62)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 HandTowelType)
                                    (receptacleType ?r HandTowelHolderType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 HandTowelType)
                                            (receptacleType ?r HandTowelHolderType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
