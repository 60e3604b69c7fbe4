(define (problem plan_trial_T00000000_000001_000162)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        KnifeType - otype
        LettuceType - otype
        PlateType - otype
        TomatoType - otype
        Plate_bar__plus_01_dot_01_bar__plus_00_dot_11_bar__minus_02_dot_42 - object
        Knife_bar__plus_00_dot_44_bar__plus_00_dot_22_bar__plus_01_dot_91 - object
        Lettuce_bar__minus_00_dot_15_bar__plus_01_dot_24_bar__plus_01_dot_63 - object
        Lettuce_bar__plus_01_dot_46_bar__plus_00_dot_79_bar__minus_02_dot_60 - object
        Tomato_bar__plus_00_dot_07_bar__plus_01_dot_13_bar__minus_01_dot_91 - object
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_73 - receptacle
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_74 - receptacle
        Cabinet_bar__minus_00_dot_61_bar__plus_00_dot_39_bar__minus_03_dot_51 - receptacle
        Cabinet_bar__minus_01_dot_36_bar__plus_00_dot_39_bar__minus_03_dot_51 - receptacle
        Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76 - receptacle
        Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_01_dot_74 - receptacle
        CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09 - receptacle
        CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80 - receptacle
        DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51 - receptacle
        Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19 - receptacle
        Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91 - receptacle
        Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin - receptacle
        loc_bar__minus_4_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_13_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_3_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_5_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_13_bar_1_bar_30 - location
        loc_bar__minus_7_bar__minus_2_bar_3_bar_30 - location
        loc_bar__minus_7_bar__minus_4_bar_1_bar_30 - location
        loc_bar__minus_8_bar__minus_13_bar_2_bar_30 - location
        loc_bar__minus_8_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_8_bar__minus_9_bar_3_bar__minus_30 - location
        loc_bar__minus_9_bar__minus_12_bar_2_bar_0 - location
        loc_bar__minus_9_bar__minus_9_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_8_bar__minus_3_bar_2_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_73 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_73 loc_bar__minus_7_bar__minus_4_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_73)
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_74 loc_bar__minus_6_bar__minus_13_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_74)
        (receptacleType Cabinet_bar__minus_00_dot_61_bar__plus_00_dot_39_bar__minus_03_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_61_bar__plus_00_dot_39_bar__minus_03_dot_51 loc_bar__minus_5_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_61_bar__plus_00_dot_39_bar__minus_03_dot_51)
        (receptacleType Cabinet_bar__minus_01_dot_36_bar__plus_00_dot_39_bar__minus_03_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_36_bar__plus_00_dot_39_bar__minus_03_dot_51 loc_bar__minus_4_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_36_bar__plus_00_dot_39_bar__minus_03_dot_51)
        (receptacleType Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76 loc_bar__minus_9_bar__minus_12_bar_2_bar_0)
        (openable Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76)
        (receptacleType Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_01_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_01_dot_74 loc_bar__minus_8_bar__minus_9_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_01_dot_74)
        (receptacleType CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09 loc_bar__minus_4_bar__minus_5_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80 loc_bar__minus_4_bar__minus_13_bar_2_bar_30)
        (receptacleType DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (receptacleType Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19 loc_bar__minus_9_bar__minus_9_bar_3_bar_30)
        (openable Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19)
        (receptacleType Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91 loc_bar__minus_4_bar__minus_3_bar_1_bar_30)
        (openable Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91)
        (receptacleType Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin loc_bar__minus_8_bar__minus_13_bar_2_bar_30)
        (canContain CabinetType PlateType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType TomatoType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PlateType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType TomatoType)
        (objectType Plate_bar__plus_01_dot_01_bar__plus_00_dot_11_bar__minus_02_dot_42 PlateType)
        (inReceptacle Plate_bar__plus_01_dot_01_bar__plus_00_dot_11_bar__minus_02_dot_42 CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80)
        (objectAtLocation Plate_bar__plus_01_dot_01_bar__plus_00_dot_11_bar__minus_02_dot_42 loc_bar__minus_4_bar__minus_13_bar_2_bar_30)
        (pickupable Plate_bar__plus_01_dot_01_bar__plus_00_dot_11_bar__minus_02_dot_42)
        (cleanable Plate_bar__plus_01_dot_01_bar__plus_00_dot_11_bar__minus_02_dot_42)
        (heatable Plate_bar__plus_01_dot_01_bar__plus_00_dot_11_bar__minus_02_dot_42)
        (coolable Plate_bar__plus_01_dot_01_bar__plus_00_dot_11_bar__minus_02_dot_42)
        (isReceptacleObject Plate_bar__plus_01_dot_01_bar__plus_00_dot_11_bar__minus_02_dot_42)
        (objectType Knife_bar__plus_00_dot_44_bar__plus_00_dot_22_bar__plus_01_dot_91 KnifeType)
        (inReceptacle Knife_bar__plus_00_dot_44_bar__plus_00_dot_22_bar__plus_01_dot_91 CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09)
        (objectAtLocation Knife_bar__plus_00_dot_44_bar__plus_00_dot_22_bar__plus_01_dot_91 loc_bar__minus_4_bar__minus_5_bar_1_bar_30)
        (pickupable Knife_bar__plus_00_dot_44_bar__plus_00_dot_22_bar__plus_01_dot_91)
        (cleanable Knife_bar__plus_00_dot_44_bar__plus_00_dot_22_bar__plus_01_dot_91)
        (objectType Lettuce_bar__minus_00_dot_15_bar__plus_01_dot_24_bar__plus_01_dot_63 LettuceType)
        (inReceptacle Lettuce_bar__minus_00_dot_15_bar__plus_01_dot_24_bar__plus_01_dot_63 CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80)
        (objectAtLocation Lettuce_bar__minus_00_dot_15_bar__plus_01_dot_24_bar__plus_01_dot_63 loc_bar__minus_4_bar__minus_13_bar_2_bar_30)
        (pickupable Lettuce_bar__minus_00_dot_15_bar__plus_01_dot_24_bar__plus_01_dot_63)
        (cleanable Lettuce_bar__minus_00_dot_15_bar__plus_01_dot_24_bar__plus_01_dot_63)
        (coolable Lettuce_bar__minus_00_dot_15_bar__plus_01_dot_24_bar__plus_01_dot_63)
        (sliceable Lettuce_bar__minus_00_dot_15_bar__plus_01_dot_24_bar__plus_01_dot_63)
        (objectType Lettuce_bar__plus_01_dot_46_bar__plus_00_dot_79_bar__minus_02_dot_60 LettuceType)
        (inReceptacle Lettuce_bar__plus_01_dot_46_bar__plus_00_dot_79_bar__minus_02_dot_60 Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin)
        (objectAtLocation Lettuce_bar__plus_01_dot_46_bar__plus_00_dot_79_bar__minus_02_dot_60 loc_bar__minus_8_bar__minus_13_bar_2_bar_30)
        (pickupable Lettuce_bar__plus_01_dot_46_bar__plus_00_dot_79_bar__minus_02_dot_60)
        (cleanable Lettuce_bar__plus_01_dot_46_bar__plus_00_dot_79_bar__minus_02_dot_60)
        (coolable Lettuce_bar__plus_01_dot_46_bar__plus_00_dot_79_bar__minus_02_dot_60)
        (sliceable Lettuce_bar__plus_01_dot_46_bar__plus_00_dot_79_bar__minus_02_dot_60)
        (objectType Tomato_bar__plus_00_dot_07_bar__plus_01_dot_13_bar__minus_01_dot_91 TomatoType)
        (inReceptacle Tomato_bar__plus_00_dot_07_bar__plus_01_dot_13_bar__minus_01_dot_91 Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19)
        (objectAtLocation Tomato_bar__plus_00_dot_07_bar__plus_01_dot_13_bar__minus_01_dot_91 loc_bar__minus_9_bar__minus_9_bar_3_bar_30)
        (pickupable Tomato_bar__plus_00_dot_07_bar__plus_01_dot_13_bar__minus_01_dot_91)
        (cleanable Tomato_bar__plus_00_dot_07_bar__plus_01_dot_13_bar__minus_01_dot_91)
        (heatable Tomato_bar__plus_00_dot_07_bar__plus_01_dot_13_bar__minus_01_dot_91)
        (coolable Tomato_bar__plus_00_dot_07_bar__plus_01_dot_13_bar__minus_01_dot_91)
        (sliceable Tomato_bar__plus_00_dot_07_bar__plus_01_dot_13_bar__minus_01_dot_91)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PlateType)
                            (receptacleType ?r DiningTableType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
