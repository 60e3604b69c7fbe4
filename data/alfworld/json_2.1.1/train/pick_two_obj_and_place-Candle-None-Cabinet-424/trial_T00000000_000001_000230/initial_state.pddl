(define (problem plan_trial_T00000000_000001_000230)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        ButterKnifeType - otype
        CandleType - otype
        ClothType - otype
        HandTowelType - otype
        KnifeType - otype
        PlungerType - otype
        SoapBarType - otype
        SoapBottleType - otype
        ToiletPaperType - otype
        Candle_bar__minus_00_dot_15_bar__plus_00_dot_16_bar__plus_02_dot_45 - object
        Candle_bar__minus_00_dot_59_bar__plus_01_dot_13_bar__plus_01_dot_49 - object
        Cloth_bar__minus_02_dot_95_bar__plus_00_dot_04_bar__minus_02_dot_54 - object
        HandTowel_bar__minus_00_dot_42_bar__plus_01_dot_37_bar__minus_01_dot_03 - object
        Plunger_bar__plus_02_dot_88_bar__plus_00_dot_68_bar__plus_00_dot_34 - object
        SoapBar_bar__plus_01_dot_27_bar__plus_01_dot_35_bar__minus_02_dot_53 - object
        SoapBottle_bar__plus_01_dot_77_bar__plus_00_dot_35_bar__minus_02_dot_42 - object
        SoapBottle_bar__plus_01_dot_28_bar__plus_00_dot_97_bar__plus_02_dot_71 - object
        ToiletPaper_bar__minus_02_dot_10_bar__plus_00_dot_52_bar__minus_02_dot_81 - object
        ToiletPaper_bar__plus_01_dot_19_bar__plus_01_dot_29_bar__minus_01_dot_31 - object
        Cabinet_bar__minus_00_dot_49_bar__plus_00_dot_41_bar__plus_02_dot_06 - receptacle
        Cabinet_bar__minus_00_dot_49_bar__plus_00_dot_41_bar__plus_02_dot_86 - receptacle
        Cabinet_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__plus_02_dot_84 - receptacle
        Cabinet_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__plus_03_dot_65 - receptacle
        CounterTop_bar__minus_00_dot_26_bar__plus_00_dot_93_bar__plus_02_dot_84 - receptacle
        Sink_bar__minus_00_dot_30_bar__plus_00_dot_80_bar__plus_02_dot_42_bar_SinkBasin - receptacle
        Sink_bar__minus_00_dot_30_bar__plus_00_dot_80_bar__plus_03_dot_26_bar_SinkBasin - receptacle
        Toilet_bar__minus_00_dot_54_bar__plus_00_dot_00_bar__plus_01_dot_49 - receptacle
        loc_bar_0_bar_8_bar_1_bar_30 - location
        loc_bar__minus_3_bar_10_bar_2_bar_30 - location
        loc_bar__minus_4_bar_10_bar_1_bar_30 - location
        loc_bar__minus_4_bar_12_bar_1_bar_30 - location
        loc_bar__minus_4_bar_9_bar_1_bar_30 - location
        loc_bar__minus_6_bar_12_bar_1_bar_30 - location
        loc_bar__minus_6_bar_7_bar_1_bar_30 - location
        loc_bar__minus_6_bar_8_bar_1_bar_30 - location
        loc_bar__minus_7_bar_11_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_0_bar_8_bar_1_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_49_bar__plus_00_dot_41_bar__plus_02_dot_06 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_49_bar__plus_00_dot_41_bar__plus_02_dot_06 loc_bar__minus_6_bar_7_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_49_bar__plus_00_dot_41_bar__plus_02_dot_06)
        (receptacleType Cabinet_bar__minus_00_dot_49_bar__plus_00_dot_41_bar__plus_02_dot_86 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_49_bar__plus_00_dot_41_bar__plus_02_dot_86 loc_bar__minus_7_bar_11_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_49_bar__plus_00_dot_41_bar__plus_02_dot_86)
        (receptacleType Cabinet_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__plus_02_dot_84 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__plus_02_dot_84 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__plus_02_dot_84)
        (receptacleType Cabinet_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__plus_03_dot_65 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__plus_03_dot_65 loc_bar__minus_6_bar_12_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__plus_03_dot_65)
        (receptacleType CounterTop_bar__minus_00_dot_26_bar__plus_00_dot_93_bar__plus_02_dot_84 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_26_bar__plus_00_dot_93_bar__plus_02_dot_84 loc_bar__minus_4_bar_10_bar_1_bar_30)
        (receptacleType Sink_bar__minus_00_dot_30_bar__plus_00_dot_80_bar__plus_02_dot_42_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_30_bar__plus_00_dot_80_bar__plus_02_dot_42_bar_SinkBasin loc_bar__minus_4_bar_9_bar_1_bar_30)
        (receptacleType Sink_bar__minus_00_dot_30_bar__plus_00_dot_80_bar__plus_03_dot_26_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_30_bar__plus_00_dot_80_bar__plus_03_dot_26_bar_SinkBasin loc_bar__minus_4_bar_12_bar_1_bar_30)
        (receptacleType Toilet_bar__minus_00_dot_54_bar__plus_00_dot_00_bar__plus_01_dot_49 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_00_dot_54_bar__plus_00_dot_00_bar__plus_01_dot_49 loc_bar__minus_3_bar_10_bar_2_bar_30)
        (canContain CabinetType CandleType)
        (canContain CabinetType ClothType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType ToiletPaperType)
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
        (canContain ToiletType ToiletPaperType)
        (objectType Candle_bar__minus_00_dot_15_bar__plus_00_dot_16_bar__plus_02_dot_45 CandleType)
        (inReceptacle Candle_bar__minus_00_dot_15_bar__plus_00_dot_16_bar__plus_02_dot_45 CounterTop_bar__minus_00_dot_26_bar__plus_00_dot_93_bar__plus_02_dot_84)
        (objectAtLocation Candle_bar__minus_00_dot_15_bar__plus_00_dot_16_bar__plus_02_dot_45 loc_bar__minus_4_bar_10_bar_1_bar_30)
        (pickupable Candle_bar__minus_00_dot_15_bar__plus_00_dot_16_bar__plus_02_dot_45)
        (objectType Candle_bar__minus_00_dot_59_bar__plus_01_dot_13_bar__plus_01_dot_49 CandleType)
        (inReceptacle Candle_bar__minus_00_dot_59_bar__plus_01_dot_13_bar__plus_01_dot_49 Toilet_bar__minus_00_dot_54_bar__plus_00_dot_00_bar__plus_01_dot_49)
        (objectAtLocation Candle_bar__minus_00_dot_59_bar__plus_01_dot_13_bar__plus_01_dot_49 loc_bar__minus_3_bar_10_bar_2_bar_30)
        (pickupable Candle_bar__minus_00_dot_59_bar__plus_01_dot_13_bar__plus_01_dot_49)
        (objectType Cloth_bar__minus_02_dot_95_bar__plus_00_dot_04_bar__minus_02_dot_54 ClothType)
        (inReceptacle Cloth_bar__minus_02_dot_95_bar__plus_00_dot_04_bar__minus_02_dot_54 Cabinet_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__plus_03_dot_65)
        (objectAtLocation Cloth_bar__minus_02_dot_95_bar__plus_00_dot_04_bar__minus_02_dot_54 loc_bar__minus_6_bar_12_bar_1_bar_30)
        (pickupable Cloth_bar__minus_02_dot_95_bar__plus_00_dot_04_bar__minus_02_dot_54)
        (cleanable Cloth_bar__minus_02_dot_95_bar__plus_00_dot_04_bar__minus_02_dot_54)
        (objectType HandTowel_bar__minus_00_dot_42_bar__plus_01_dot_37_bar__minus_01_dot_03 HandTowelType)
        (inReceptacle HandTowel_bar__minus_00_dot_42_bar__plus_01_dot_37_bar__minus_01_dot_03 Sink_bar__minus_00_dot_30_bar__plus_00_dot_80_bar__plus_02_dot_42_bar_SinkBasin)
        (objectAtLocation HandTowel_bar__minus_00_dot_42_bar__plus_01_dot_37_bar__minus_01_dot_03 loc_bar__minus_4_bar_9_bar_1_bar_30)
        (pickupable HandTowel_bar__minus_00_dot_42_bar__plus_01_dot_37_bar__minus_01_dot_03)
        (objectType Plunger_bar__plus_02_dot_88_bar__plus_00_dot_68_bar__plus_00_dot_34 PlungerType)
        (inReceptacle Plunger_bar__plus_02_dot_88_bar__plus_00_dot_68_bar__plus_00_dot_34 Cabinet_bar__minus_00_dot_49_bar__plus_00_dot_41_bar__plus_02_dot_86)
        (objectAtLocation Plunger_bar__plus_02_dot_88_bar__plus_00_dot_68_bar__plus_00_dot_34 loc_bar__minus_7_bar_11_bar_1_bar_30)
        (pickupable Plunger_bar__plus_02_dot_88_bar__plus_00_dot_68_bar__plus_00_dot_34)
        (objectType SoapBar_bar__plus_01_dot_27_bar__plus_01_dot_35_bar__minus_02_dot_53 SoapBarType)
        (inReceptacle SoapBar_bar__plus_01_dot_27_bar__plus_01_dot_35_bar__minus_02_dot_53 Sink_bar__minus_00_dot_30_bar__plus_00_dot_80_bar__plus_03_dot_26_bar_SinkBasin)
        (objectAtLocation SoapBar_bar__plus_01_dot_27_bar__plus_01_dot_35_bar__minus_02_dot_53 loc_bar__minus_4_bar_12_bar_1_bar_30)
        (pickupable SoapBar_bar__plus_01_dot_27_bar__plus_01_dot_35_bar__minus_02_dot_53)
        (cleanable SoapBar_bar__plus_01_dot_27_bar__plus_01_dot_35_bar__minus_02_dot_53)
        (objectType SoapBottle_bar__plus_01_dot_77_bar__plus_00_dot_35_bar__minus_02_dot_42 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_77_bar__plus_00_dot_35_bar__minus_02_dot_42 Cabinet_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__plus_03_dot_65)
        (objectAtLocation SoapBottle_bar__plus_01_dot_77_bar__plus_00_dot_35_bar__minus_02_dot_42 loc_bar__minus_6_bar_12_bar_1_bar_30)
        (pickupable SoapBottle_bar__plus_01_dot_77_bar__plus_00_dot_35_bar__minus_02_dot_42)
        (objectType SoapBottle_bar__plus_01_dot_28_bar__plus_00_dot_97_bar__plus_02_dot_71 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_28_bar__plus_00_dot_97_bar__plus_02_dot_71 CounterTop_bar__minus_00_dot_26_bar__plus_00_dot_93_bar__plus_02_dot_84)
        (objectAtLocation SoapBottle_bar__plus_01_dot_28_bar__plus_00_dot_97_bar__plus_02_dot_71 loc_bar__minus_4_bar_10_bar_1_bar_30)
        (pickupable SoapBottle_bar__plus_01_dot_28_bar__plus_00_dot_97_bar__plus_02_dot_71)
        (objectType ToiletPaper_bar__minus_02_dot_10_bar__plus_00_dot_52_bar__minus_02_dot_81 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_02_dot_10_bar__plus_00_dot_52_bar__minus_02_dot_81 Cabinet_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__plus_02_dot_84)
        (objectAtLocation ToiletPaper_bar__minus_02_dot_10_bar__plus_00_dot_52_bar__minus_02_dot_81 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (pickupable ToiletPaper_bar__minus_02_dot_10_bar__plus_00_dot_52_bar__minus_02_dot_81)
        (objectType ToiletPaper_bar__plus_01_dot_19_bar__plus_01_dot_29_bar__minus_01_dot_31 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_01_dot_19_bar__plus_01_dot_29_bar__minus_01_dot_31 Cabinet_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__plus_03_dot_65)
        (objectAtLocation ToiletPaper_bar__plus_01_dot_19_bar__plus_01_dot_29_bar__minus_01_dot_31 loc_bar__minus_6_bar_12_bar_1_bar_30)
        (pickupable ToiletPaper_bar__plus_01_dot_19_bar__plus_01_dot_29_bar__minus_01_dot_31)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 CandleType)
                                    (receptacleType ?r CabinetType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 CandleType)
                                            (receptacleType ?r CabinetType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
