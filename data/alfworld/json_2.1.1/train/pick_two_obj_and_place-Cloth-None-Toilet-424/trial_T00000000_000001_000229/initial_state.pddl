(define (problem plan_trial_T00000000_000001_000229)
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
        Cloth_bar__plus_01_dot_39_bar__plus_00_dot_34_bar__plus_01_dot_00 - object
        Cloth_bar__minus_01_dot_83_bar__plus_00_dot_26_bar__plus_00_dot_88 - object
        Cloth_bar__plus_00_dot_96_bar__plus_00_dot_21_bar__plus_00_dot_59 - object
        Candle_bar__minus_02_dot_84_bar__plus_00_dot_30_bar__minus_02_dot_80 - object
        HandTowel_bar__minus_02_dot_45_bar__plus_00_dot_01_bar__minus_01_dot_12 - object
        Plunger_bar__minus_00_dot_27_bar__plus_00_dot_71_bar__minus_00_dot_72 - object
        SoapBar_bar__minus_02_dot_59_bar__plus_01_dot_34_bar__minus_00_dot_68 - object
        SoapBar_bar__minus_01_dot_40_bar__plus_01_dot_24_bar__plus_01_dot_96 - object
        SoapBottle_bar__minus_01_dot_73_bar__plus_01_dot_41_bar__minus_00_dot_97 - object
        SoapBottle_bar__minus_00_dot_22_bar__plus_00_dot_90_bar__minus_01_dot_74 - object
        ToiletPaper_bar__plus_01_dot_50_bar__plus_00_dot_83_bar__plus_02_dot_83 - object
        Cabinet_bar__minus_00_dot_49_bar__plus_00_dot_41_bar__plus_02_dot_06 - receptacle
        Cabinet_bar__minus_00_dot_49_bar__plus_00_dot_41_bar__plus_02_dot_86 - receptacle
        Cabinet_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__plus_02_dot_84 - receptacle
        Cabinet_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__plus_03_dot_65 - receptacle
        CounterTop_bar__minus_00_dot_26_bar__plus_00_dot_93_bar__plus_02_dot_84 - receptacle
        Sink_bar__minus_00_dot_30_bar__plus_00_dot_80_bar__plus_02_dot_42_bar_SinkBasin - receptacle
        Sink_bar__minus_00_dot_30_bar__plus_00_dot_80_bar__plus_03_dot_26_bar_SinkBasin - receptacle
        Toilet_bar__minus_00_dot_54_bar__plus_00_dot_00_bar__plus_01_dot_49 - receptacle
        loc_bar_6_bar__minus_9_bar_1_bar_30 - location
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
        (atLocation agent1 loc_bar_6_bar__minus_9_bar_1_bar_30)
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
        (objectType Cloth_bar__plus_01_dot_39_bar__plus_00_dot_34_bar__plus_01_dot_00 ClothType)
        (inReceptacle Cloth_bar__plus_01_dot_39_bar__plus_00_dot_34_bar__plus_01_dot_00 Cabinet_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__plus_02_dot_84)
        (objectAtLocation Cloth_bar__plus_01_dot_39_bar__plus_00_dot_34_bar__plus_01_dot_00 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (pickupable Cloth_bar__plus_01_dot_39_bar__plus_00_dot_34_bar__plus_01_dot_00)
        (cleanable Cloth_bar__plus_01_dot_39_bar__plus_00_dot_34_bar__plus_01_dot_00)
        (objectType Cloth_bar__minus_01_dot_83_bar__plus_00_dot_26_bar__plus_00_dot_88 ClothType)
        (inReceptacle Cloth_bar__minus_01_dot_83_bar__plus_00_dot_26_bar__plus_00_dot_88 Cabinet_bar__minus_00_dot_49_bar__plus_00_dot_41_bar__plus_02_dot_06)
        (objectAtLocation Cloth_bar__minus_01_dot_83_bar__plus_00_dot_26_bar__plus_00_dot_88 loc_bar__minus_6_bar_7_bar_1_bar_30)
        (pickupable Cloth_bar__minus_01_dot_83_bar__plus_00_dot_26_bar__plus_00_dot_88)
        (cleanable Cloth_bar__minus_01_dot_83_bar__plus_00_dot_26_bar__plus_00_dot_88)
        (objectType Cloth_bar__plus_00_dot_96_bar__plus_00_dot_21_bar__plus_00_dot_59 ClothType)
        (inReceptacle Cloth_bar__plus_00_dot_96_bar__plus_00_dot_21_bar__plus_00_dot_59 Cabinet_bar__minus_00_dot_49_bar__plus_00_dot_41_bar__plus_02_dot_06)
        (objectAtLocation Cloth_bar__plus_00_dot_96_bar__plus_00_dot_21_bar__plus_00_dot_59 loc_bar__minus_6_bar_7_bar_1_bar_30)
        (pickupable Cloth_bar__plus_00_dot_96_bar__plus_00_dot_21_bar__plus_00_dot_59)
        (cleanable Cloth_bar__plus_00_dot_96_bar__plus_00_dot_21_bar__plus_00_dot_59)
        (objectType Candle_bar__minus_02_dot_84_bar__plus_00_dot_30_bar__minus_02_dot_80 CandleType)
        (inReceptacle Candle_bar__minus_02_dot_84_bar__plus_00_dot_30_bar__minus_02_dot_80 Cabinet_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__plus_03_dot_65)
        (objectAtLocation Candle_bar__minus_02_dot_84_bar__plus_00_dot_30_bar__minus_02_dot_80 loc_bar__minus_6_bar_12_bar_1_bar_30)
        (pickupable Candle_bar__minus_02_dot_84_bar__plus_00_dot_30_bar__minus_02_dot_80)
        (objectType HandTowel_bar__minus_02_dot_45_bar__plus_00_dot_01_bar__minus_01_dot_12 HandTowelType)
        (inReceptacle HandTowel_bar__minus_02_dot_45_bar__plus_00_dot_01_bar__minus_01_dot_12 Sink_bar__minus_00_dot_30_bar__plus_00_dot_80_bar__plus_02_dot_42_bar_SinkBasin)
        (objectAtLocation HandTowel_bar__minus_02_dot_45_bar__plus_00_dot_01_bar__minus_01_dot_12 loc_bar__minus_4_bar_9_bar_1_bar_30)
        (pickupable HandTowel_bar__minus_02_dot_45_bar__plus_00_dot_01_bar__minus_01_dot_12)
        (objectType Plunger_bar__minus_00_dot_27_bar__plus_00_dot_71_bar__minus_00_dot_72 PlungerType)
        (inReceptacle Plunger_bar__minus_00_dot_27_bar__plus_00_dot_71_bar__minus_00_dot_72 Cabinet_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__plus_03_dot_65)
        (objectAtLocation Plunger_bar__minus_00_dot_27_bar__plus_00_dot_71_bar__minus_00_dot_72 loc_bar__minus_6_bar_12_bar_1_bar_30)
        (pickupable Plunger_bar__minus_00_dot_27_bar__plus_00_dot_71_bar__minus_00_dot_72)
        (objectType SoapBar_bar__minus_02_dot_59_bar__plus_01_dot_34_bar__minus_00_dot_68 SoapBarType)
        (inReceptacle SoapBar_bar__minus_02_dot_59_bar__plus_01_dot_34_bar__minus_00_dot_68 Toilet_bar__minus_00_dot_54_bar__plus_00_dot_00_bar__plus_01_dot_49)
        (objectAtLocation SoapBar_bar__minus_02_dot_59_bar__plus_01_dot_34_bar__minus_00_dot_68 loc_bar__minus_3_bar_10_bar_2_bar_30)
        (pickupable SoapBar_bar__minus_02_dot_59_bar__plus_01_dot_34_bar__minus_00_dot_68)
        (cleanable SoapBar_bar__minus_02_dot_59_bar__plus_01_dot_34_bar__minus_00_dot_68)
        (objectType SoapBar_bar__minus_01_dot_40_bar__plus_01_dot_24_bar__plus_01_dot_96 SoapBarType)
        (inReceptacle SoapBar_bar__minus_01_dot_40_bar__plus_01_dot_24_bar__plus_01_dot_96 CounterTop_bar__minus_00_dot_26_bar__plus_00_dot_93_bar__plus_02_dot_84)
        (objectAtLocation SoapBar_bar__minus_01_dot_40_bar__plus_01_dot_24_bar__plus_01_dot_96 loc_bar__minus_4_bar_10_bar_1_bar_30)
        (pickupable SoapBar_bar__minus_01_dot_40_bar__plus_01_dot_24_bar__plus_01_dot_96)
        (cleanable SoapBar_bar__minus_01_dot_40_bar__plus_01_dot_24_bar__plus_01_dot_96)
        (objectType SoapBottle_bar__minus_01_dot_73_bar__plus_01_dot_41_bar__minus_00_dot_97 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_73_bar__plus_01_dot_41_bar__minus_00_dot_97 Cabinet_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__plus_03_dot_65)
        (objectAtLocation SoapBottle_bar__minus_01_dot_73_bar__plus_01_dot_41_bar__minus_00_dot_97 loc_bar__minus_6_bar_12_bar_1_bar_30)
        (pickupable SoapBottle_bar__minus_01_dot_73_bar__plus_01_dot_41_bar__minus_00_dot_97)
        (objectType SoapBottle_bar__minus_00_dot_22_bar__plus_00_dot_90_bar__minus_01_dot_74 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_22_bar__plus_00_dot_90_bar__minus_01_dot_74 Cabinet_bar__minus_00_dot_49_bar__plus_00_dot_41_bar__plus_02_dot_86)
        (objectAtLocation SoapBottle_bar__minus_00_dot_22_bar__plus_00_dot_90_bar__minus_01_dot_74 loc_bar__minus_7_bar_11_bar_1_bar_30)
        (pickupable SoapBottle_bar__minus_00_dot_22_bar__plus_00_dot_90_bar__minus_01_dot_74)
        (objectType ToiletPaper_bar__plus_01_dot_50_bar__plus_00_dot_83_bar__plus_02_dot_83 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_01_dot_50_bar__plus_00_dot_83_bar__plus_02_dot_83 Cabinet_bar__minus_00_dot_49_bar__plus_00_dot_41_bar__plus_02_dot_86)
        (objectAtLocation ToiletPaper_bar__plus_01_dot_50_bar__plus_00_dot_83_bar__plus_02_dot_83 loc_bar__minus_7_bar_11_bar_1_bar_30)
        (pickupable ToiletPaper_bar__plus_01_dot_50_bar__plus_00_dot_83_bar__plus_02_dot_83)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 ClothType)
                                    (receptacleType ?r ToiletType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 ClothType)
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
