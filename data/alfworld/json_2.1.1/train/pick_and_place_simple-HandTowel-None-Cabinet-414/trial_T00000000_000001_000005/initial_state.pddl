(define (problem plan_trial_T00000000_000001_000005)
(:domain alfred)
(:objects
        agent1 - agent
        BathtubBasinType - rtype
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        HandTowelType - otype
        KnifeType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        HandTowel_bar__plus_02_dot_13_bar__plus_00_dot_85_bar__plus_01_dot_28 - object
        SprayBottle_bar__plus_01_dot_42_bar__plus_00_dot_52_bar__plus_02_dot_61 - object
        ToiletPaper_bar__plus_00_dot_29_bar__plus_00_dot_53_bar__plus_00_dot_52 - object
        Bathtub_bar__minus_00_dot_44_bar__plus_00_dot_18_bar__plus_01_dot_58_bar_BathtubBasin - receptacle
        Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_01_dot_59 - receptacle
        Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_91 - receptacle
        Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_03_dot_57 - receptacle
        Cabinet_bar__minus_02_dot_41_bar__plus_02_dot_02_bar__plus_02_dot_91 - receptacle
        CounterTop_bar__minus_02_dot_69_bar__plus_00_dot_97_bar__plus_02_dot_26 - receptacle
        Sink_bar__minus_02_dot_72_bar__plus_00_dot_86_bar__plus_02_dot_23_bar_SinkBasin - receptacle
        loc_bar__minus_11_bar__minus_9_bar_0_bar_30 - location
        loc_bar__minus_4_bar_11_bar_2_bar_30 - location
        loc_bar__minus_6_bar_11_bar_3_bar_30 - location
        loc_bar__minus_6_bar_12_bar_3_bar_30 - location
        loc_bar__minus_6_bar_9_bar_3_bar_30 - location
        loc_bar__minus_7_bar_12_bar_3_bar__minus_30 - location
        loc_bar__minus_8_bar_10_bar_3_bar_30 - location
        loc_bar__minus_8_bar_9_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_11_bar__minus_9_bar_0_bar_30)
        (receptacleType Bathtub_bar__minus_00_dot_44_bar__plus_00_dot_18_bar__plus_01_dot_58_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__minus_00_dot_44_bar__plus_00_dot_18_bar__plus_01_dot_58_bar_BathtubBasin loc_bar__minus_4_bar_11_bar_2_bar_30)
        (receptacleType Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_01_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_01_dot_59 loc_bar__minus_6_bar_9_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_01_dot_59)
        (receptacleType Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_91 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_91 loc_bar__minus_6_bar_11_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_91)
        (receptacleType Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_03_dot_57 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_03_dot_57 loc_bar__minus_6_bar_12_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_03_dot_57)
        (receptacleType Cabinet_bar__minus_02_dot_41_bar__plus_02_dot_02_bar__plus_02_dot_91 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_41_bar__plus_02_dot_02_bar__plus_02_dot_91 loc_bar__minus_7_bar_12_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_41_bar__plus_02_dot_02_bar__plus_02_dot_91)
        (receptacleType CounterTop_bar__minus_02_dot_69_bar__plus_00_dot_97_bar__plus_02_dot_26 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_69_bar__plus_00_dot_97_bar__plus_02_dot_26 loc_bar__minus_8_bar_10_bar_3_bar_30)
        (receptacleType Sink_bar__minus_02_dot_72_bar__plus_00_dot_86_bar__plus_02_dot_23_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_02_dot_72_bar__plus_00_dot_86_bar__plus_02_dot_23_bar_SinkBasin loc_bar__minus_8_bar_9_bar_3_bar_30)
        (canContain BathtubBasinType HandTowelType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (objectType HandTowel_bar__plus_02_dot_13_bar__plus_00_dot_85_bar__plus_01_dot_28 HandTowelType)
        (inReceptacle HandTowel_bar__plus_02_dot_13_bar__plus_00_dot_85_bar__plus_01_dot_28 Sink_bar__minus_02_dot_72_bar__plus_00_dot_86_bar__plus_02_dot_23_bar_SinkBasin)
        (objectAtLocation HandTowel_bar__plus_02_dot_13_bar__plus_00_dot_85_bar__plus_01_dot_28 loc_bar__minus_8_bar_9_bar_3_bar_30)
        (pickupable HandTowel_bar__plus_02_dot_13_bar__plus_00_dot_85_bar__plus_01_dot_28)
        (objectType SprayBottle_bar__plus_01_dot_42_bar__plus_00_dot_52_bar__plus_02_dot_61 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_01_dot_42_bar__plus_00_dot_52_bar__plus_02_dot_61 Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_03_dot_57)
        (objectAtLocation SprayBottle_bar__plus_01_dot_42_bar__plus_00_dot_52_bar__plus_02_dot_61 loc_bar__minus_6_bar_12_bar_3_bar_30)
        (pickupable SprayBottle_bar__plus_01_dot_42_bar__plus_00_dot_52_bar__plus_02_dot_61)
        (objectType ToiletPaper_bar__plus_00_dot_29_bar__plus_00_dot_53_bar__plus_00_dot_52 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_00_dot_29_bar__plus_00_dot_53_bar__plus_00_dot_52 CounterTop_bar__minus_02_dot_69_bar__plus_00_dot_97_bar__plus_02_dot_26)
        (objectAtLocation ToiletPaper_bar__plus_00_dot_29_bar__plus_00_dot_53_bar__plus_00_dot_52 loc_bar__minus_8_bar_10_bar_3_bar_30)
        (pickupable ToiletPaper_bar__plus_00_dot_29_bar__plus_00_dot_53_bar__plus_00_dot_52)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o HandTowelType)
                            (receptacleType ?r CabinetType)
                        )
                    )
                )
            )
        )
    )
