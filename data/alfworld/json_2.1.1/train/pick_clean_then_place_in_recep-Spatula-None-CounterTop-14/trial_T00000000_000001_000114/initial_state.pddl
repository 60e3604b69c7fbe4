(define (problem plan_trial_T00000000_000001_000114)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BowlType - otype
        ButterKnifeType - otype
        KnifeType - otype
        LettuceType - otype
        SoapBottleType - otype
        SpatulaType - otype
        Spatula_bar__minus_00_dot_27_bar__plus_00_dot_46_bar__plus_00_dot_88 - object
        Spatula_bar__plus_00_dot_65_bar__plus_00_dot_81_bar__minus_02_dot_36 - object
        Bowl_bar__plus_02_dot_70_bar__plus_01_dot_10_bar__plus_02_dot_17 - object
        Lettuce_bar__minus_01_dot_02_bar__plus_01_dot_34_bar__plus_00_dot_79 - object
        Lettuce_bar__minus_00_dot_23_bar__plus_00_dot_12_bar__plus_00_dot_10 - object
        SoapBottle_bar__minus_02_dot_95_bar__plus_00_dot_14_bar__minus_02_dot_54 - object
        Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67 - receptacle
        Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61 - receptacle
        CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02 - receptacle
        CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52 - receptacle
        Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84 - receptacle
        Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin - receptacle
        loc_bar_2_bar__minus_3_bar_2_bar_30 - location
        loc_bar_3_bar__minus_3_bar_1_bar_0 - location
        loc_bar_4_bar_1_bar_0_bar_30 - location
        loc_bar_4_bar_1_bar_1_bar_0 - location
        loc_bar_4_bar__minus_3_bar_1_bar_30 - location
        loc_bar_4_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_10_bar_4_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_10_bar_4_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67 loc_bar_4_bar_1_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67)
        (receptacleType Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61 loc_bar_3_bar__minus_3_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61)
        (receptacleType CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02 loc_bar_4_bar_1_bar_0_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (receptacleType Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (openable Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84)
        (receptacleType Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin loc_bar_4_bar__minus_3_bar_2_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpatulaType)
        (canContain FridgeType BowlType)
        (canContain FridgeType LettuceType)
        (canContain MicrowaveType BowlType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType SpatulaType)
        (objectType Spatula_bar__minus_00_dot_27_bar__plus_00_dot_46_bar__plus_00_dot_88 SpatulaType)
        (inReceptacle Spatula_bar__minus_00_dot_27_bar__plus_00_dot_46_bar__plus_00_dot_88 Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin)
        (objectAtLocation Spatula_bar__minus_00_dot_27_bar__plus_00_dot_46_bar__plus_00_dot_88 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (pickupable Spatula_bar__minus_00_dot_27_bar__plus_00_dot_46_bar__plus_00_dot_88)
        (cleanable Spatula_bar__minus_00_dot_27_bar__plus_00_dot_46_bar__plus_00_dot_88)
        (objectType Spatula_bar__plus_00_dot_65_bar__plus_00_dot_81_bar__minus_02_dot_36 SpatulaType)
        (inReceptacle Spatula_bar__plus_00_dot_65_bar__plus_00_dot_81_bar__minus_02_dot_36 Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin)
        (objectAtLocation Spatula_bar__plus_00_dot_65_bar__plus_00_dot_81_bar__minus_02_dot_36 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (pickupable Spatula_bar__plus_00_dot_65_bar__plus_00_dot_81_bar__minus_02_dot_36)
        (cleanable Spatula_bar__plus_00_dot_65_bar__plus_00_dot_81_bar__minus_02_dot_36)
        (objectType Bowl_bar__plus_02_dot_70_bar__plus_01_dot_10_bar__plus_02_dot_17 BowlType)
        (inReceptacle Bowl_bar__plus_02_dot_70_bar__plus_01_dot_10_bar__plus_02_dot_17 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52)
        (objectAtLocation Bowl_bar__plus_02_dot_70_bar__plus_01_dot_10_bar__plus_02_dot_17 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (pickupable Bowl_bar__plus_02_dot_70_bar__plus_01_dot_10_bar__plus_02_dot_17)
        (cleanable Bowl_bar__plus_02_dot_70_bar__plus_01_dot_10_bar__plus_02_dot_17)
        (coolable Bowl_bar__plus_02_dot_70_bar__plus_01_dot_10_bar__plus_02_dot_17)
        (isReceptacleObject Bowl_bar__plus_02_dot_70_bar__plus_01_dot_10_bar__plus_02_dot_17)
        (objectType Lettuce_bar__minus_01_dot_02_bar__plus_01_dot_34_bar__plus_00_dot_79 LettuceType)
        (inReceptacle Lettuce_bar__minus_01_dot_02_bar__plus_01_dot_34_bar__plus_00_dot_79 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02)
        (objectAtLocation Lettuce_bar__minus_01_dot_02_bar__plus_01_dot_34_bar__plus_00_dot_79 loc_bar_4_bar_1_bar_0_bar_30)
        (pickupable Lettuce_bar__minus_01_dot_02_bar__plus_01_dot_34_bar__plus_00_dot_79)
        (cleanable Lettuce_bar__minus_01_dot_02_bar__plus_01_dot_34_bar__plus_00_dot_79)
        (coolable Lettuce_bar__minus_01_dot_02_bar__plus_01_dot_34_bar__plus_00_dot_79)
        (sliceable Lettuce_bar__minus_01_dot_02_bar__plus_01_dot_34_bar__plus_00_dot_79)
        (objectType Lettuce_bar__minus_00_dot_23_bar__plus_00_dot_12_bar__plus_00_dot_10 LettuceType)
        (inReceptacle Lettuce_bar__minus_00_dot_23_bar__plus_00_dot_12_bar__plus_00_dot_10 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02)
        (objectAtLocation Lettuce_bar__minus_00_dot_23_bar__plus_00_dot_12_bar__plus_00_dot_10 loc_bar_4_bar_1_bar_0_bar_30)
        (pickupable Lettuce_bar__minus_00_dot_23_bar__plus_00_dot_12_bar__plus_00_dot_10)
        (cleanable Lettuce_bar__minus_00_dot_23_bar__plus_00_dot_12_bar__plus_00_dot_10)
        (coolable Lettuce_bar__minus_00_dot_23_bar__plus_00_dot_12_bar__plus_00_dot_10)
        (sliceable Lettuce_bar__minus_00_dot_23_bar__plus_00_dot_12_bar__plus_00_dot_10)
        (objectType SoapBottle_bar__minus_02_dot_95_bar__plus_00_dot_14_bar__minus_02_dot_54 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_95_bar__plus_00_dot_14_bar__minus_02_dot_54 Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61)
        (objectAtLocation SoapBottle_bar__minus_02_dot_95_bar__plus_00_dot_14_bar__minus_02_dot_54 loc_bar_3_bar__minus_3_bar_1_bar_0)
        (pickupable SoapBottle_bar__minus_02_dot_95_bar__plus_00_dot_14_bar__minus_02_dot_54)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SpatulaType)
                            (receptacleType ?r CounterTopType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
