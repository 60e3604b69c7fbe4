(define (problem plan_trial_T00000000_000002_000019)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        ButterKnifeType - otype
        KnifeType - otype
        LettuceType - otype
        PepperShakerType - otype
        SpatulaType - otype
        SpoonType - otype
        TomatoType - otype
        Apple_bar__minus_01_dot_77_bar__plus_01_dot_13_bar__minus_00_dot_86 - object
        Apple_bar__minus_01_dot_19_bar__plus_00_dot_51_bar__minus_00_dot_87 - object
        Apple_bar__plus_01_dot_92_bar__plus_01_dot_32_bar__plus_01_dot_95 - object
        ButterKnife_bar__plus_02_dot_01_bar__plus_00_dot_11_bar__minus_01_dot_47 - object
        ButterKnife_bar__minus_00_dot_66_bar__plus_00_dot_41_bar__minus_02_dot_09 - object
        Lettuce_bar__plus_00_dot_85_bar__plus_01_dot_41_bar__minus_01_dot_33 - object
        Lettuce_bar__minus_00_dot_20_bar__plus_01_dot_00_bar__minus_00_dot_57 - object
        PepperShaker_bar__minus_01_dot_77_bar__plus_00_dot_42_bar__minus_02_dot_30 - object
        PepperShaker_bar__minus_00_dot_97_bar__plus_00_dot_53_bar__plus_01_dot_84 - object
        Spatula_bar__minus_00_dot_18_bar__plus_00_dot_25_bar__plus_00_dot_23 - object
        Spoon_bar__plus_01_dot_39_bar__plus_01_dot_23_bar__minus_01_dot_11 - object
        Spoon_bar__plus_00_dot_73_bar__plus_00_dot_40_bar__minus_01_dot_58 - object
        Tomato_bar__minus_00_dot_05_bar__plus_01_dot_42_bar__plus_02_dot_94 - object
        Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67 - receptacle
        Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61 - receptacle
        Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__plus_00_dot_19 - receptacle
        Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59 - receptacle
        CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02 - receptacle
        CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52 - receptacle
        Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55 - receptacle
        Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84 - receptacle
        Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin - receptacle
        loc_bar_2_bar_0_bar_1_bar__minus_30 - location
        loc_bar_2_bar__minus_3_bar_2_bar_30 - location
        loc_bar_3_bar__minus_3_bar_1_bar_0 - location
        loc_bar_4_bar_0_bar_1_bar__minus_30 - location
        loc_bar_4_bar_1_bar_0_bar_30 - location
        loc_bar_4_bar_1_bar_1_bar_0 - location
        loc_bar_4_bar__minus_3_bar_1_bar_30 - location
        loc_bar_4_bar__minus_3_bar_2_bar_30 - location
        loc_bar_6_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_2_bar_0 - location
        )
(:init
        (atLocation agent1 loc_bar_6_bar__minus_5_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67 loc_bar_4_bar_1_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67)
        (receptacleType Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61 loc_bar_3_bar__minus_3_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61)
        (receptacleType Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__plus_00_dot_19 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__plus_00_dot_19 loc_bar_4_bar_0_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__plus_00_dot_19)
        (receptacleType Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59 loc_bar_2_bar_0_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59)
        (receptacleType CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02 loc_bar_4_bar_1_bar_0_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (receptacleType Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55 loc_bar__minus_2_bar__minus_2_bar_2_bar_0)
        (openable Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55)
        (receptacleType Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (openable Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84)
        (receptacleType Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin loc_bar_4_bar__minus_3_bar_2_bar_30)
        (canContain CabinetType PepperShakerType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType TomatoType)
        (canContain FridgeType AppleType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType TomatoType)
        (objectType Apple_bar__minus_01_dot_77_bar__plus_01_dot_13_bar__minus_00_dot_86 AppleType)
        (inReceptacle Apple_bar__minus_01_dot_77_bar__plus_01_dot_13_bar__minus_00_dot_86 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52)
        (objectAtLocation Apple_bar__minus_01_dot_77_bar__plus_01_dot_13_bar__minus_00_dot_86 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (pickupable Apple_bar__minus_01_dot_77_bar__plus_01_dot_13_bar__minus_00_dot_86)
        (cleanable Apple_bar__minus_01_dot_77_bar__plus_01_dot_13_bar__minus_00_dot_86)
        (heatable Apple_bar__minus_01_dot_77_bar__plus_01_dot_13_bar__minus_00_dot_86)
        (coolable Apple_bar__minus_01_dot_77_bar__plus_01_dot_13_bar__minus_00_dot_86)
        (sliceable Apple_bar__minus_01_dot_77_bar__plus_01_dot_13_bar__minus_00_dot_86)
        (objectType Apple_bar__minus_01_dot_19_bar__plus_00_dot_51_bar__minus_00_dot_87 AppleType)
        (inReceptacle Apple_bar__minus_01_dot_19_bar__plus_00_dot_51_bar__minus_00_dot_87 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02)
        (objectAtLocation Apple_bar__minus_01_dot_19_bar__plus_00_dot_51_bar__minus_00_dot_87 loc_bar_4_bar_1_bar_0_bar_30)
        (pickupable Apple_bar__minus_01_dot_19_bar__plus_00_dot_51_bar__minus_00_dot_87)
        (cleanable Apple_bar__minus_01_dot_19_bar__plus_00_dot_51_bar__minus_00_dot_87)
        (heatable Apple_bar__minus_01_dot_19_bar__plus_00_dot_51_bar__minus_00_dot_87)
        (coolable Apple_bar__minus_01_dot_19_bar__plus_00_dot_51_bar__minus_00_dot_87)
        (sliceable Apple_bar__minus_01_dot_19_bar__plus_00_dot_51_bar__minus_00_dot_87)
        (objectType Apple_bar__plus_01_dot_92_bar__plus_01_dot_32_bar__plus_01_dot_95 AppleType)
        (inReceptacle Apple_bar__plus_01_dot_92_bar__plus_01_dot_32_bar__plus_01_dot_95 Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84)
        (objectAtLocation Apple_bar__plus_01_dot_92_bar__plus_01_dot_32_bar__plus_01_dot_95 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (pickupable Apple_bar__plus_01_dot_92_bar__plus_01_dot_32_bar__plus_01_dot_95)
        (cleanable Apple_bar__plus_01_dot_92_bar__plus_01_dot_32_bar__plus_01_dot_95)
        (heatable Apple_bar__plus_01_dot_92_bar__plus_01_dot_32_bar__plus_01_dot_95)
        (coolable Apple_bar__plus_01_dot_92_bar__plus_01_dot_32_bar__plus_01_dot_95)
        (sliceable Apple_bar__plus_01_dot_92_bar__plus_01_dot_32_bar__plus_01_dot_95)
        (objectType ButterKnife_bar__plus_02_dot_01_bar__plus_00_dot_11_bar__minus_01_dot_47 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_02_dot_01_bar__plus_00_dot_11_bar__minus_01_dot_47 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52)
        (objectAtLocation ButterKnife_bar__plus_02_dot_01_bar__plus_00_dot_11_bar__minus_01_dot_47 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (pickupable ButterKnife_bar__plus_02_dot_01_bar__plus_00_dot_11_bar__minus_01_dot_47)
        (cleanable ButterKnife_bar__plus_02_dot_01_bar__plus_00_dot_11_bar__minus_01_dot_47)
        (objectType ButterKnife_bar__minus_00_dot_66_bar__plus_00_dot_41_bar__minus_02_dot_09 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_00_dot_66_bar__plus_00_dot_41_bar__minus_02_dot_09 Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin)
        (objectAtLocation ButterKnife_bar__minus_00_dot_66_bar__plus_00_dot_41_bar__minus_02_dot_09 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (pickupable ButterKnife_bar__minus_00_dot_66_bar__plus_00_dot_41_bar__minus_02_dot_09)
        (cleanable ButterKnife_bar__minus_00_dot_66_bar__plus_00_dot_41_bar__minus_02_dot_09)
        (objectType Lettuce_bar__plus_00_dot_85_bar__plus_01_dot_41_bar__minus_01_dot_33 LettuceType)
        (inReceptacle Lettuce_bar__plus_00_dot_85_bar__plus_01_dot_41_bar__minus_01_dot_33 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52)
        (objectAtLocation Lettuce_bar__plus_00_dot_85_bar__plus_01_dot_41_bar__minus_01_dot_33 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (pickupable Lettuce_bar__plus_00_dot_85_bar__plus_01_dot_41_bar__minus_01_dot_33)
        (cleanable Lettuce_bar__plus_00_dot_85_bar__plus_01_dot_41_bar__minus_01_dot_33)
        (coolable Lettuce_bar__plus_00_dot_85_bar__plus_01_dot_41_bar__minus_01_dot_33)
        (sliceable Lettuce_bar__plus_00_dot_85_bar__plus_01_dot_41_bar__minus_01_dot_33)
        (objectType Lettuce_bar__minus_00_dot_20_bar__plus_01_dot_00_bar__minus_00_dot_57 LettuceType)
        (inReceptacle Lettuce_bar__minus_00_dot_20_bar__plus_01_dot_00_bar__minus_00_dot_57 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52)
        (objectAtLocation Lettuce_bar__minus_00_dot_20_bar__plus_01_dot_00_bar__minus_00_dot_57 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (pickupable Lettuce_bar__minus_00_dot_20_bar__plus_01_dot_00_bar__minus_00_dot_57)
        (cleanable Lettuce_bar__minus_00_dot_20_bar__plus_01_dot_00_bar__minus_00_dot_57)
        (coolable Lettuce_bar__minus_00_dot_20_bar__plus_01_dot_00_bar__minus_00_dot_57)
        (sliceable Lettuce_bar__minus_00_dot_20_bar__plus_01_dot_00_bar__minus_00_dot_57)
        (objectType PepperShaker_bar__minus_01_dot_77_bar__plus_00_dot_42_bar__minus_02_dot_30 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_01_dot_77_bar__plus_00_dot_42_bar__minus_02_dot_30 Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61)
        (objectAtLocation PepperShaker_bar__minus_01_dot_77_bar__plus_00_dot_42_bar__minus_02_dot_30 loc_bar_3_bar__minus_3_bar_1_bar_0)
        (pickupable PepperShaker_bar__minus_01_dot_77_bar__plus_00_dot_42_bar__minus_02_dot_30)
        (objectType PepperShaker_bar__minus_00_dot_97_bar__plus_00_dot_53_bar__plus_01_dot_84 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_00_dot_97_bar__plus_00_dot_53_bar__plus_01_dot_84 Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67)
        (objectAtLocation PepperShaker_bar__minus_00_dot_97_bar__plus_00_dot_53_bar__plus_01_dot_84 loc_bar_4_bar_1_bar_1_bar_0)
        (pickupable PepperShaker_bar__minus_00_dot_97_bar__plus_00_dot_53_bar__plus_01_dot_84)
        (objectType Spatula_bar__minus_00_dot_18_bar__plus_00_dot_25_bar__plus_00_dot_23 SpatulaType)
        (inReceptacle Spatula_bar__minus_00_dot_18_bar__plus_00_dot_25_bar__plus_00_dot_23 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02)
        (objectAtLocation Spatula_bar__minus_00_dot_18_bar__plus_00_dot_25_bar__plus_00_dot_23 loc_bar_4_bar_1_bar_0_bar_30)
        (pickupable Spatula_bar__minus_00_dot_18_bar__plus_00_dot_25_bar__plus_00_dot_23)
        (cleanable Spatula_bar__minus_00_dot_18_bar__plus_00_dot_25_bar__plus_00_dot_23)
        (objectType Spoon_bar__plus_01_dot_39_bar__plus_01_dot_23_bar__minus_01_dot_11 SpoonType)
        (inReceptacle Spoon_bar__plus_01_dot_39_bar__plus_01_dot_23_bar__minus_01_dot_11 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52)
        (objectAtLocation Spoon_bar__plus_01_dot_39_bar__plus_01_dot_23_bar__minus_01_dot_11 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (pickupable Spoon_bar__plus_01_dot_39_bar__plus_01_dot_23_bar__minus_01_dot_11)
        (cleanable Spoon_bar__plus_01_dot_39_bar__plus_01_dot_23_bar__minus_01_dot_11)
        (objectType Spoon_bar__plus_00_dot_73_bar__plus_00_dot_40_bar__minus_01_dot_58 SpoonType)
        (inReceptacle Spoon_bar__plus_00_dot_73_bar__plus_00_dot_40_bar__minus_01_dot_58 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02)
        (objectAtLocation Spoon_bar__plus_00_dot_73_bar__plus_00_dot_40_bar__minus_01_dot_58 loc_bar_4_bar_1_bar_0_bar_30)
        (pickupable Spoon_bar__plus_00_dot_73_bar__plus_00_dot_40_bar__minus_01_dot_58)
        (cleanable Spoon_bar__plus_00_dot_73_bar__plus_00_dot_40_bar__minus_01_dot_58)
        (objectType Tomato_bar__minus_00_dot_05_bar__plus_01_dot_42_bar__plus_02_dot_94 TomatoType)
        (inReceptacle Tomato_bar__minus_00_dot_05_bar__plus_01_dot_42_bar__plus_02_dot_94 Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84)
        (objectAtLocation Tomato_bar__minus_00_dot_05_bar__plus_01_dot_42_bar__plus_02_dot_94 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (pickupable Tomato_bar__minus_00_dot_05_bar__plus_01_dot_42_bar__plus_02_dot_94)
        (cleanable Tomato_bar__minus_00_dot_05_bar__plus_01_dot_42_bar__plus_02_dot_94)
        (heatable Tomato_bar__minus_00_dot_05_bar__plus_01_dot_42_bar__plus_02_dot_94)
        (coolable Tomato_bar__minus_00_dot_05_bar__plus_01_dot_42_bar__plus_02_dot_94)
        (sliceable Tomato_bar__minus_00_dot_05_bar__plus_01_dot_42_bar__plus_02_dot_94)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
