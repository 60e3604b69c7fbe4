(define (problem plan_trial_T00000000_000001_000189)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        GlassbottleType - otype
        KnifeType - otype
        LettuceType - otype
        PanType - otype
        TomatoType - otype
        Tomato_bar__minus_01_dot_14_bar__plus_00_dot_31_bar__minus_01_dot_33 - object
        Tomato_bar__plus_01_dot_92_bar__plus_00_dot_00_bar__plus_00_dot_39 - object
        Tomato_bar__plus_01_dot_47_bar__plus_00_dot_03_bar__plus_01_dot_56 - object
        Glassbottle_bar__plus_00_dot_86_bar__plus_00_dot_23_bar__plus_02_dot_99 - object
        Glassbottle_bar__plus_00_dot_84_bar__plus_00_dot_31_bar__plus_01_dot_37 - object
        Lettuce_bar__plus_00_dot_50_bar__plus_01_dot_29_bar__plus_00_dot_16 - object
        Lettuce_bar__minus_01_dot_66_bar__plus_00_dot_99_bar__minus_01_dot_77 - object
        Pan_bar__plus_02_dot_02_bar__plus_01_dot_35_bar__plus_02_dot_97 - object
        Pan_bar__minus_02_dot_38_bar__plus_01_dot_45_bar__minus_02_dot_87 - object
        Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_01_dot_37 - receptacle
        Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_00_dot_34 - receptacle
        Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_01_dot_02 - receptacle
        Cabinet_bar__minus_00_dot_19_bar__plus_02_dot_06_bar__minus_01_dot_69 - receptacle
        Cabinet_bar__minus_00_dot_20_bar__plus_00_dot_40_bar__minus_01_dot_39 - receptacle
        Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_06_bar__minus_01_dot_69 - receptacle
        Cabinet_bar__minus_01_dot_67_bar__plus_00_dot_40_bar__minus_01_dot_39 - receptacle
        CounterTop_bar__plus_01_dot_50_bar__plus_01_dot_20_bar__minus_00_dot_66 - receptacle
        Drawer_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__minus_01_dot_39 - receptacle
        Fridge_bar__plus_01_dot_42_bar__plus_00_dot_00_bar__plus_02_dot_10 - receptacle
        Microwave_bar__plus_01_dot_42_bar__plus_01_dot_15_bar__plus_00_dot_02 - receptacle
        Sink_bar__plus_00_dot_16_bar__plus_00_dot_82_bar__minus_01_dot_80_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_3_bar_1_bar_30 - location
        loc_bar_11_bar__minus_9_bar_2_bar_30 - location
        loc_bar_1_bar__minus_4_bar_1_bar__minus_30 - location
        loc_bar_1_bar__minus_4_bar_2_bar__minus_30 - location
        loc_bar_2_bar_0_bar_1_bar_30 - location
        loc_bar_2_bar_9_bar_1_bar_0 - location
        loc_bar_2_bar__minus_2_bar_2_bar_30 - location
        loc_bar_2_bar__minus_3_bar_1_bar__minus_30 - location
        loc_bar_2_bar__minus_4_bar_1_bar_0 - location
        loc_bar__minus_1_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_2_bar__minus_30 - location
        loc_bar__minus_5_bar__minus_4_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_2_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_11_bar__minus_9_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_01_dot_37 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_01_dot_37 loc_bar_0_bar__minus_3_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_01_dot_37)
        (receptacleType Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_00_dot_34 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_00_dot_34 loc_bar_2_bar__minus_3_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_00_dot_34)
        (receptacleType Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_01_dot_02 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_01_dot_02 loc_bar_1_bar__minus_4_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_01_dot_02)
        (receptacleType Cabinet_bar__minus_00_dot_19_bar__plus_02_dot_06_bar__minus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_19_bar__plus_02_dot_06_bar__minus_01_dot_69 loc_bar_1_bar__minus_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_19_bar__plus_02_dot_06_bar__minus_01_dot_69)
        (receptacleType Cabinet_bar__minus_00_dot_20_bar__plus_00_dot_40_bar__minus_01_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_20_bar__plus_00_dot_40_bar__minus_01_dot_39 loc_bar_2_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_20_bar__plus_00_dot_40_bar__minus_01_dot_39)
        (receptacleType Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_06_bar__minus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_06_bar__minus_01_dot_69 loc_bar__minus_2_bar__minus_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_06_bar__minus_01_dot_69)
        (receptacleType Cabinet_bar__minus_01_dot_67_bar__plus_00_dot_40_bar__minus_01_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_67_bar__plus_00_dot_40_bar__minus_01_dot_39 loc_bar__minus_6_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_67_bar__plus_00_dot_40_bar__minus_01_dot_39)
        (receptacleType CounterTop_bar__plus_01_dot_50_bar__plus_01_dot_20_bar__minus_00_dot_66 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_50_bar__plus_01_dot_20_bar__minus_00_dot_66 loc_bar_2_bar__minus_4_bar_1_bar_0)
        (receptacleType Drawer_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__minus_01_dot_39 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__minus_01_dot_39 loc_bar__minus_5_bar__minus_4_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__minus_01_dot_39)
        (receptacleType Fridge_bar__plus_01_dot_42_bar__plus_00_dot_00_bar__plus_02_dot_10 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_01_dot_42_bar__plus_00_dot_00_bar__plus_02_dot_10 loc_bar_2_bar_9_bar_1_bar_0)
        (openable Fridge_bar__plus_01_dot_42_bar__plus_00_dot_00_bar__plus_02_dot_10)
        (receptacleType Microwave_bar__plus_01_dot_42_bar__plus_01_dot_15_bar__plus_00_dot_02 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_42_bar__plus_01_dot_15_bar__plus_00_dot_02 loc_bar_2_bar_0_bar_1_bar_30)
        (openable Microwave_bar__plus_01_dot_42_bar__plus_01_dot_15_bar__plus_00_dot_02)
        (receptacleType Sink_bar__plus_00_dot_16_bar__plus_00_dot_82_bar__minus_01_dot_80_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_16_bar__plus_00_dot_82_bar__minus_01_dot_80_bar_SinkBasin loc_bar__minus_1_bar__minus_4_bar_2_bar_30)
        (canContain CabinetType GlassbottleType)
        (canContain CabinetType PanType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType GlassbottleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType GlassbottleType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PanType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType GlassbottleType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType GlassbottleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType TomatoType)
        (objectType Tomato_bar__minus_01_dot_14_bar__plus_00_dot_31_bar__minus_01_dot_33 TomatoType)
        (inReceptacle Tomato_bar__minus_01_dot_14_bar__plus_00_dot_31_bar__minus_01_dot_33 CounterTop_bar__plus_01_dot_50_bar__plus_01_dot_20_bar__minus_00_dot_66)
        (objectAtLocation Tomato_bar__minus_01_dot_14_bar__plus_00_dot_31_bar__minus_01_dot_33 loc_bar_2_bar__minus_4_bar_1_bar_0)
        (pickupable Tomato_bar__minus_01_dot_14_bar__plus_00_dot_31_bar__minus_01_dot_33)
        (cleanable Tomato_bar__minus_01_dot_14_bar__plus_00_dot_31_bar__minus_01_dot_33)
        (heatable Tomato_bar__minus_01_dot_14_bar__plus_00_dot_31_bar__minus_01_dot_33)
        (coolable Tomato_bar__minus_01_dot_14_bar__plus_00_dot_31_bar__minus_01_dot_33)
        (sliceable Tomato_bar__minus_01_dot_14_bar__plus_00_dot_31_bar__minus_01_dot_33)
        (objectType Tomato_bar__plus_01_dot_92_bar__plus_00_dot_00_bar__plus_00_dot_39 TomatoType)
        (inReceptacle Tomato_bar__plus_01_dot_92_bar__plus_00_dot_00_bar__plus_00_dot_39 Microwave_bar__plus_01_dot_42_bar__plus_01_dot_15_bar__plus_00_dot_02)
        (objectAtLocation Tomato_bar__plus_01_dot_92_bar__plus_00_dot_00_bar__plus_00_dot_39 loc_bar_2_bar_0_bar_1_bar_30)
        (pickupable Tomato_bar__plus_01_dot_92_bar__plus_00_dot_00_bar__plus_00_dot_39)
        (cleanable Tomato_bar__plus_01_dot_92_bar__plus_00_dot_00_bar__plus_00_dot_39)
        (heatable Tomato_bar__plus_01_dot_92_bar__plus_00_dot_00_bar__plus_00_dot_39)
        (coolable Tomato_bar__plus_01_dot_92_bar__plus_00_dot_00_bar__plus_00_dot_39)
        (sliceable Tomato_bar__plus_01_dot_92_bar__plus_00_dot_00_bar__plus_00_dot_39)
        (objectType Tomato_bar__plus_01_dot_47_bar__plus_00_dot_03_bar__plus_01_dot_56 TomatoType)
        (inReceptacle Tomato_bar__plus_01_dot_47_bar__plus_00_dot_03_bar__plus_01_dot_56 Microwave_bar__plus_01_dot_42_bar__plus_01_dot_15_bar__plus_00_dot_02)
        (objectAtLocation Tomato_bar__plus_01_dot_47_bar__plus_00_dot_03_bar__plus_01_dot_56 loc_bar_2_bar_0_bar_1_bar_30)
        (pickupable Tomato_bar__plus_01_dot_47_bar__plus_00_dot_03_bar__plus_01_dot_56)
        (cleanable Tomato_bar__plus_01_dot_47_bar__plus_00_dot_03_bar__plus_01_dot_56)
        (heatable Tomato_bar__plus_01_dot_47_bar__plus_00_dot_03_bar__plus_01_dot_56)
        (coolable Tomato_bar__plus_01_dot_47_bar__plus_00_dot_03_bar__plus_01_dot_56)
        (sliceable Tomato_bar__plus_01_dot_47_bar__plus_00_dot_03_bar__plus_01_dot_56)
        (objectType Glassbottle_bar__plus_00_dot_86_bar__plus_00_dot_23_bar__plus_02_dot_99 GlassbottleType)
        (inReceptacle Glassbottle_bar__plus_00_dot_86_bar__plus_00_dot_23_bar__plus_02_dot_99 Cabinet_bar__minus_00_dot_20_bar__plus_00_dot_40_bar__minus_01_dot_39)
        (objectAtLocation Glassbottle_bar__plus_00_dot_86_bar__plus_00_dot_23_bar__plus_02_dot_99 loc_bar_2_bar__minus_2_bar_2_bar_30)
        (pickupable Glassbottle_bar__plus_00_dot_86_bar__plus_00_dot_23_bar__plus_02_dot_99)
        (objectType Glassbottle_bar__plus_00_dot_84_bar__plus_00_dot_31_bar__plus_01_dot_37 GlassbottleType)
        (inReceptacle Glassbottle_bar__plus_00_dot_84_bar__plus_00_dot_31_bar__plus_01_dot_37 Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_06_bar__minus_01_dot_69)
        (objectAtLocation Glassbottle_bar__plus_00_dot_84_bar__plus_00_dot_31_bar__plus_01_dot_37 loc_bar__minus_2_bar__minus_4_bar_2_bar__minus_30)
        (pickupable Glassbottle_bar__plus_00_dot_84_bar__plus_00_dot_31_bar__plus_01_dot_37)
        (objectType Lettuce_bar__plus_00_dot_50_bar__plus_01_dot_29_bar__plus_00_dot_16 LettuceType)
        (inReceptacle Lettuce_bar__plus_00_dot_50_bar__plus_01_dot_29_bar__plus_00_dot_16 Fridge_bar__plus_01_dot_42_bar__plus_00_dot_00_bar__plus_02_dot_10)
        (objectAtLocation Lettuce_bar__plus_00_dot_50_bar__plus_01_dot_29_bar__plus_00_dot_16 loc_bar_2_bar_9_bar_1_bar_0)
        (pickupable Lettuce_bar__plus_00_dot_50_bar__plus_01_dot_29_bar__plus_00_dot_16)
        (cleanable Lettuce_bar__plus_00_dot_50_bar__plus_01_dot_29_bar__plus_00_dot_16)
        (coolable Lettuce_bar__plus_00_dot_50_bar__plus_01_dot_29_bar__plus_00_dot_16)
        (sliceable Lettuce_bar__plus_00_dot_50_bar__plus_01_dot_29_bar__plus_00_dot_16)
        (objectType Lettuce_bar__minus_01_dot_66_bar__plus_00_dot_99_bar__minus_01_dot_77 LettuceType)
        (inReceptacle Lettuce_bar__minus_01_dot_66_bar__plus_00_dot_99_bar__minus_01_dot_77 Sink_bar__plus_00_dot_16_bar__plus_00_dot_82_bar__minus_01_dot_80_bar_SinkBasin)
        (objectAtLocation Lettuce_bar__minus_01_dot_66_bar__plus_00_dot_99_bar__minus_01_dot_77 loc_bar__minus_1_bar__minus_4_bar_2_bar_30)
        (pickupable Lettuce_bar__minus_01_dot_66_bar__plus_00_dot_99_bar__minus_01_dot_77)
        (cleanable Lettuce_bar__minus_01_dot_66_bar__plus_00_dot_99_bar__minus_01_dot_77)
        (coolable Lettuce_bar__minus_01_dot_66_bar__plus_00_dot_99_bar__minus_01_dot_77)
        (sliceable Lettuce_bar__minus_01_dot_66_bar__plus_00_dot_99_bar__minus_01_dot_77)
        (objectType Pan_bar__plus_02_dot_02_bar__plus_01_dot_35_bar__plus_02_dot_97 PanType)
        (inReceptacle Pan_bar__plus_02_dot_02_bar__plus_01_dot_35_bar__plus_02_dot_97 Fridge_bar__plus_01_dot_42_bar__plus_00_dot_00_bar__plus_02_dot_10)
        (objectAtLocation Pan_bar__plus_02_dot_02_bar__plus_01_dot_35_bar__plus_02_dot_97 loc_bar_2_bar_9_bar_1_bar_0)
        (pickupable Pan_bar__plus_02_dot_02_bar__plus_01_dot_35_bar__plus_02_dot_97)
        (cleanable Pan_bar__plus_02_dot_02_bar__plus_01_dot_35_bar__plus_02_dot_97)
        (coolable Pan_bar__plus_02_dot_02_bar__plus_01_dot_35_bar__plus_02_dot_97)
        (isReceptacleObject Pan_bar__plus_02_dot_02_bar__plus_01_dot_35_bar__plus_02_dot_97)
        (objectType Pan_bar__minus_02_dot_38_bar__plus_01_dot_45_bar__minus_02_dot_87 PanType)
        (inReceptacle Pan_bar__minus_02_dot_38_bar__plus_01_dot_45_bar__minus_02_dot_87 Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_01_dot_02)
        (objectAtLocation Pan_bar__minus_02_dot_38_bar__plus_01_dot_45_bar__minus_02_dot_87 loc_bar_1_bar__minus_4_bar_1_bar__minus_30)
        (pickupable Pan_bar__minus_02_dot_38_bar__plus_01_dot_45_bar__minus_02_dot_87)
        (cleanable Pan_bar__minus_02_dot_38_bar__plus_01_dot_45_bar__minus_02_dot_87)
        (coolable Pan_bar__minus_02_dot_38_bar__plus_01_dot_45_bar__minus_02_dot_87)
        (isReceptacleObject Pan_bar__minus_02_dot_38_bar__plus_01_dot_45_bar__minus_02_dot_87)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r SinkBasinType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
