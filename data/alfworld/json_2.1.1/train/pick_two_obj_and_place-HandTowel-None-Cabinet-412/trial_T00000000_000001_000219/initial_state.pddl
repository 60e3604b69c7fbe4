(define (problem plan_trial_T00000000_000001_000219)
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
        HandTowelType - otype
        KnifeType - otype
        PlungerType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        HandTowel_bar__plus_01_dot_62_bar__plus_00_dot_45_bar__plus_02_dot_58 - object
        HandTowel_bar__minus_02_dot_86_bar__plus_00_dot_29_bar__plus_00_dot_35 - object
        HandTowel_bar__minus_00_dot_71_bar__plus_01_dot_05_bar__plus_00_dot_79 - object
        Candle_bar__minus_02_dot_64_bar__plus_00_dot_58_bar__minus_00_dot_79 - object
        Candle_bar__plus_02_dot_70_bar__plus_01_dot_31_bar__minus_00_dot_77 - object
        Plunger_bar__minus_01_dot_63_bar__plus_01_dot_13_bar__plus_01_dot_01 - object
        SprayBottle_bar__plus_01_dot_98_bar__plus_00_dot_96_bar__minus_00_dot_45 - object
        SprayBottle_bar__minus_02_dot_75_bar__plus_00_dot_83_bar__plus_02_dot_48 - object
        ToiletPaper_bar__plus_02_dot_64_bar__plus_00_dot_15_bar__plus_02_dot_66 - object
        ToiletPaper_bar__minus_01_dot_17_bar__plus_00_dot_67_bar__plus_00_dot_89 - object
        Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_00_dot_59 - receptacle
        Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_38 - receptacle
        Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_40 - receptacle
        CounterTop_bar__minus_03_dot_43_bar__plus_00_dot_88_bar__minus_01_dot_39 - receptacle
        Sink_bar__minus_03_dot_39_bar__plus_00_dot_84_bar__minus_00_dot_93_bar_SinkBasin - receptacle
        Sink_bar__minus_03_dot_39_bar__plus_00_dot_84_bar__minus_01_dot_83_bar_SinkBasin - receptacle
        Toilet_bar__minus_01_dot_90_bar_00_dot_00_bar__minus_01_dot_74 - receptacle
        loc_bar__minus_10_bar__minus_6_bar_3_bar_30 - location
        loc_bar__minus_11_bar__minus_3_bar_3_bar_30 - location
        loc_bar__minus_11_bar__minus_4_bar_3_bar_30 - location
        loc_bar__minus_11_bar__minus_6_bar_3_bar_30 - location
        loc_bar__minus_4_bar__minus_6_bar_3_bar_30 - location
        loc_bar__minus_7_bar_3_bar_3_bar_30 - location
        loc_bar__minus_9_bar__minus_1_bar_3_bar_30 - location
        loc_bar__minus_9_bar__minus_3_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_7_bar_3_bar_3_bar_30)
        (receptacleType Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_00_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_00_dot_59 loc_bar__minus_9_bar__minus_1_bar_3_bar_30)
        (openable Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_00_dot_59)
        (receptacleType Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_38 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_38 loc_bar__minus_9_bar__minus_3_bar_3_bar_30)
        (openable Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_38)
        (receptacleType Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_40 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_40 loc_bar__minus_10_bar__minus_6_bar_3_bar_30)
        (openable Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_40)
        (receptacleType CounterTop_bar__minus_03_dot_43_bar__plus_00_dot_88_bar__minus_01_dot_39 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_03_dot_43_bar__plus_00_dot_88_bar__minus_01_dot_39 loc_bar__minus_11_bar__minus_4_bar_3_bar_30)
        (receptacleType Sink_bar__minus_03_dot_39_bar__plus_00_dot_84_bar__minus_00_dot_93_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_03_dot_39_bar__plus_00_dot_84_bar__minus_00_dot_93_bar_SinkBasin loc_bar__minus_11_bar__minus_3_bar_3_bar_30)
        (receptacleType Sink_bar__minus_03_dot_39_bar__plus_00_dot_84_bar__minus_01_dot_83_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_03_dot_39_bar__plus_00_dot_84_bar__minus_01_dot_83_bar_SinkBasin loc_bar__minus_11_bar__minus_6_bar_3_bar_30)
        (receptacleType Toilet_bar__minus_01_dot_90_bar_00_dot_00_bar__minus_01_dot_74 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_01_dot_90_bar_00_dot_00_bar__minus_01_dot_74 loc_bar__minus_4_bar__minus_6_bar_3_bar_30)
        (canContain CabinetType CandleType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (canContain ToiletType CandleType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType HandTowel_bar__plus_01_dot_62_bar__plus_00_dot_45_bar__plus_02_dot_58 HandTowelType)
        (inReceptacle HandTowel_bar__plus_01_dot_62_bar__plus_00_dot_45_bar__plus_02_dot_58 Toilet_bar__minus_01_dot_90_bar_00_dot_00_bar__minus_01_dot_74)
        (objectAtLocation HandTowel_bar__plus_01_dot_62_bar__plus_00_dot_45_bar__plus_02_dot_58 loc_bar__minus_4_bar__minus_6_bar_3_bar_30)
        (pickupable HandTowel_bar__plus_01_dot_62_bar__plus_00_dot_45_bar__plus_02_dot_58)
        (objectType HandTowel_bar__minus_02_dot_86_bar__plus_00_dot_29_bar__plus_00_dot_35 HandTowelType)
        (inReceptacle HandTowel_bar__minus_02_dot_86_bar__plus_00_dot_29_bar__plus_00_dot_35 Sink_bar__minus_03_dot_39_bar__plus_00_dot_84_bar__minus_00_dot_93_bar_SinkBasin)
        (objectAtLocation HandTowel_bar__minus_02_dot_86_bar__plus_00_dot_29_bar__plus_00_dot_35 loc_bar__minus_11_bar__minus_3_bar_3_bar_30)
        (pickupable HandTowel_bar__minus_02_dot_86_bar__plus_00_dot_29_bar__plus_00_dot_35)
        (objectType HandTowel_bar__minus_00_dot_71_bar__plus_01_dot_05_bar__plus_00_dot_79 HandTowelType)
        (inReceptacle HandTowel_bar__minus_00_dot_71_bar__plus_01_dot_05_bar__plus_00_dot_79 CounterTop_bar__minus_03_dot_43_bar__plus_00_dot_88_bar__minus_01_dot_39)
        (objectAtLocation HandTowel_bar__minus_00_dot_71_bar__plus_01_dot_05_bar__plus_00_dot_79 loc_bar__minus_11_bar__minus_4_bar_3_bar_30)
        (pickupable HandTowel_bar__minus_00_dot_71_bar__plus_01_dot_05_bar__plus_00_dot_79)
        (objectType Candle_bar__minus_02_dot_64_bar__plus_00_dot_58_bar__minus_00_dot_79 CandleType)
        (inReceptacle Candle_bar__minus_02_dot_64_bar__plus_00_dot_58_bar__minus_00_dot_79 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_40)
        (objectAtLocation Candle_bar__minus_02_dot_64_bar__plus_00_dot_58_bar__minus_00_dot_79 loc_bar__minus_10_bar__minus_6_bar_3_bar_30)
        (pickupable Candle_bar__minus_02_dot_64_bar__plus_00_dot_58_bar__minus_00_dot_79)
        (objectType Candle_bar__plus_02_dot_70_bar__plus_01_dot_31_bar__minus_00_dot_77 CandleType)
        (inReceptacle Candle_bar__plus_02_dot_70_bar__plus_01_dot_31_bar__minus_00_dot_77 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_38)
        (objectAtLocation Candle_bar__plus_02_dot_70_bar__plus_01_dot_31_bar__minus_00_dot_77 loc_bar__minus_9_bar__minus_3_bar_3_bar_30)
        (pickupable Candle_bar__plus_02_dot_70_bar__plus_01_dot_31_bar__minus_00_dot_77)
        (objectType Plunger_bar__minus_01_dot_63_bar__plus_01_dot_13_bar__plus_01_dot_01 PlungerType)
        (inReceptacle Plunger_bar__minus_01_dot_63_bar__plus_01_dot_13_bar__plus_01_dot_01 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_38)
        (objectAtLocation Plunger_bar__minus_01_dot_63_bar__plus_01_dot_13_bar__plus_01_dot_01 loc_bar__minus_9_bar__minus_3_bar_3_bar_30)
        (pickupable Plunger_bar__minus_01_dot_63_bar__plus_01_dot_13_bar__plus_01_dot_01)
        (objectType SprayBottle_bar__plus_01_dot_98_bar__plus_00_dot_96_bar__minus_00_dot_45 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_01_dot_98_bar__plus_00_dot_96_bar__minus_00_dot_45 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_38)
        (objectAtLocation SprayBottle_bar__plus_01_dot_98_bar__plus_00_dot_96_bar__minus_00_dot_45 loc_bar__minus_9_bar__minus_3_bar_3_bar_30)
        (pickupable SprayBottle_bar__plus_01_dot_98_bar__plus_00_dot_96_bar__minus_00_dot_45)
        (objectType SprayBottle_bar__minus_02_dot_75_bar__plus_00_dot_83_bar__plus_02_dot_48 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_02_dot_75_bar__plus_00_dot_83_bar__plus_02_dot_48 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_40)
        (objectAtLocation SprayBottle_bar__minus_02_dot_75_bar__plus_00_dot_83_bar__plus_02_dot_48 loc_bar__minus_10_bar__minus_6_bar_3_bar_30)
        (pickupable SprayBottle_bar__minus_02_dot_75_bar__plus_00_dot_83_bar__plus_02_dot_48)
        (objectType ToiletPaper_bar__plus_02_dot_64_bar__plus_00_dot_15_bar__plus_02_dot_66 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_02_dot_64_bar__plus_00_dot_15_bar__plus_02_dot_66 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_38)
        (objectAtLocation ToiletPaper_bar__plus_02_dot_64_bar__plus_00_dot_15_bar__plus_02_dot_66 loc_bar__minus_9_bar__minus_3_bar_3_bar_30)
        (pickupable ToiletPaper_bar__plus_02_dot_64_bar__plus_00_dot_15_bar__plus_02_dot_66)
        (objectType ToiletPaper_bar__minus_01_dot_17_bar__plus_00_dot_67_bar__plus_00_dot_89 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_01_dot_17_bar__plus_00_dot_67_bar__plus_00_dot_89 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_40)
        (objectAtLocation ToiletPaper_bar__minus_01_dot_17_bar__plus_00_dot_67_bar__plus_00_dot_89 loc_bar__minus_10_bar__minus_6_bar_3_bar_30)
        (pickupable ToiletPaper_bar__minus_01_dot_17_bar__plus_00_dot_67_bar__plus_00_dot_89)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 HandTowelType)
                                    (receptacleType ?r CabinetType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 HandTowelType)
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
