(define (problem plan_trial_T00000000_000002_000003)
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
        KnifeType - otype
        LadleType - otype
        LettuceType - otype
        PanType - otype
        TomatoType - otype
        Lettuce_bar__plus_02_dot_52_bar__plus_00_dot_67_bar__plus_00_dot_66 - object
        Lettuce_bar__minus_02_dot_70_bar__plus_00_dot_22_bar__minus_01_dot_31 - object
        ButterKnife_bar__minus_02_dot_72_bar__plus_00_dot_22_bar__plus_00_dot_57 - object
        ButterKnife_bar__minus_00_dot_40_bar__plus_01_dot_40_bar__minus_00_dot_19 - object
        Ladle_bar__minus_00_dot_61_bar__plus_00_dot_28_bar__minus_00_dot_64 - object
        Ladle_bar__plus_00_dot_35_bar__plus_00_dot_26_bar__plus_02_dot_07 - object
        Pan_bar__plus_01_dot_17_bar__plus_00_dot_08_bar__minus_01_dot_60 - object
        Tomato_bar__plus_02_dot_73_bar__plus_01_dot_27_bar__plus_02_dot_43 - object
        Cabinet_bar__plus_00_dot_14_bar__plus_01_dot_67_bar__minus_01_dot_56 - receptacle
        Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_85 - receptacle
        Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__plus_00_dot_41 - receptacle
        Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_61 - receptacle
        CounterTop_bar__plus_00_dot_09_bar__plus_00_dot_89_bar__minus_01_dot_52 - receptacle
        Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__plus_00_dot_70 - receptacle
        Drawer_bar__minus_00_dot_68_bar__plus_00_dot_77_bar__minus_00_dot_70 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43 - receptacle
        Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47 - receptacle
        loc_bar_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar_2_bar__minus_3_bar_2_bar_0 - location
        loc_bar_4_bar__minus_2_bar_2_bar_30 - location
        loc_bar_6_bar_3_bar_1_bar_30 - location
        loc_bar_8_bar_0_bar_1_bar_30 - location
        loc_bar_8_bar_1_bar_1_bar_30 - location
        loc_bar_8_bar__minus_5_bar_1_bar_0 - location
        loc_bar_9_bar__minus_1_bar_0_bar_30 - location
        loc_bar__minus_1_bar_1_bar_2_bar_30 - location
        loc_bar__minus_1_bar_2_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_6_bar_3_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_14_bar__plus_01_dot_67_bar__minus_01_dot_56 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_14_bar__plus_01_dot_67_bar__minus_01_dot_56 loc_bar_2_bar__minus_3_bar_2_bar_0)
        (openable Cabinet_bar__plus_00_dot_14_bar__plus_01_dot_67_bar__minus_01_dot_56)
        (receptacleType Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_85 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_85 loc_bar_8_bar__minus_5_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_85)
        (receptacleType Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__plus_00_dot_41 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__plus_00_dot_41 loc_bar_8_bar_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__plus_00_dot_41)
        (receptacleType Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_61 loc_bar_8_bar_0_bar_1_bar_30)
        (openable Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_61)
        (receptacleType CounterTop_bar__plus_00_dot_09_bar__plus_00_dot_89_bar__minus_01_dot_52 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_09_bar__plus_00_dot_89_bar__minus_01_dot_52 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__plus_00_dot_70 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__plus_00_dot_70 loc_bar_9_bar__minus_1_bar_0_bar_30)
        (openable Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__plus_00_dot_70)
        (receptacleType Drawer_bar__minus_00_dot_68_bar__plus_00_dot_77_bar__minus_00_dot_70 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_68_bar__plus_00_dot_77_bar__minus_00_dot_70 loc_bar__minus_1_bar_1_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_68_bar__plus_00_dot_77_bar__minus_00_dot_70)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43 loc_bar__minus_1_bar_2_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43)
        (receptacleType Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47 loc_bar_4_bar__minus_2_bar_2_bar_30)
        (openable Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47)
        (canContain CabinetType LadleType)
        (canContain CabinetType PanType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LadleType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType LadleType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PanType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType TomatoType)
        (objectType Lettuce_bar__plus_02_dot_52_bar__plus_00_dot_67_bar__plus_00_dot_66 LettuceType)
        (inReceptacle Lettuce_bar__plus_02_dot_52_bar__plus_00_dot_67_bar__plus_00_dot_66 CounterTop_bar__plus_00_dot_09_bar__plus_00_dot_89_bar__minus_01_dot_52)
        (objectAtLocation Lettuce_bar__plus_02_dot_52_bar__plus_00_dot_67_bar__plus_00_dot_66 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (pickupable Lettuce_bar__plus_02_dot_52_bar__plus_00_dot_67_bar__plus_00_dot_66)
        (cleanable Lettuce_bar__plus_02_dot_52_bar__plus_00_dot_67_bar__plus_00_dot_66)
        (coolable Lettuce_bar__plus_02_dot_52_bar__plus_00_dot_67_bar__plus_00_dot_66)
        (sliceable Lettuce_bar__plus_02_dot_52_bar__plus_00_dot_67_bar__plus_00_dot_66)
        (objectType Lettuce_bar__minus_02_dot_70_bar__plus_00_dot_22_bar__minus_01_dot_31 LettuceType)
        (inReceptacle Lettuce_bar__minus_02_dot_70_bar__plus_00_dot_22_bar__minus_01_dot_31 CounterTop_bar__plus_00_dot_09_bar__plus_00_dot_89_bar__minus_01_dot_52)
        (objectAtLocation Lettuce_bar__minus_02_dot_70_bar__plus_00_dot_22_bar__minus_01_dot_31 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (pickupable Lettuce_bar__minus_02_dot_70_bar__plus_00_dot_22_bar__minus_01_dot_31)
        (cleanable Lettuce_bar__minus_02_dot_70_bar__plus_00_dot_22_bar__minus_01_dot_31)
        (coolable Lettuce_bar__minus_02_dot_70_bar__plus_00_dot_22_bar__minus_01_dot_31)
        (sliceable Lettuce_bar__minus_02_dot_70_bar__plus_00_dot_22_bar__minus_01_dot_31)
        (objectType ButterKnife_bar__minus_02_dot_72_bar__plus_00_dot_22_bar__plus_00_dot_57 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_02_dot_72_bar__plus_00_dot_22_bar__plus_00_dot_57 CounterTop_bar__plus_00_dot_09_bar__plus_00_dot_89_bar__minus_01_dot_52)
        (objectAtLocation ButterKnife_bar__minus_02_dot_72_bar__plus_00_dot_22_bar__plus_00_dot_57 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (pickupable ButterKnife_bar__minus_02_dot_72_bar__plus_00_dot_22_bar__plus_00_dot_57)
        (cleanable ButterKnife_bar__minus_02_dot_72_bar__plus_00_dot_22_bar__plus_00_dot_57)
        (objectType ButterKnife_bar__minus_00_dot_40_bar__plus_01_dot_40_bar__minus_00_dot_19 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_00_dot_40_bar__plus_01_dot_40_bar__minus_00_dot_19 Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43)
        (objectAtLocation ButterKnife_bar__minus_00_dot_40_bar__plus_01_dot_40_bar__minus_00_dot_19 loc_bar__minus_1_bar_2_bar_0_bar_30)
        (pickupable ButterKnife_bar__minus_00_dot_40_bar__plus_01_dot_40_bar__minus_00_dot_19)
        (cleanable ButterKnife_bar__minus_00_dot_40_bar__plus_01_dot_40_bar__minus_00_dot_19)
        (objectType Ladle_bar__minus_00_dot_61_bar__plus_00_dot_28_bar__minus_00_dot_64 LadleType)
        (inReceptacle Ladle_bar__minus_00_dot_61_bar__plus_00_dot_28_bar__minus_00_dot_64 Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43)
        (objectAtLocation Ladle_bar__minus_00_dot_61_bar__plus_00_dot_28_bar__minus_00_dot_64 loc_bar__minus_1_bar_2_bar_0_bar_30)
        (pickupable Ladle_bar__minus_00_dot_61_bar__plus_00_dot_28_bar__minus_00_dot_64)
        (cleanable Ladle_bar__minus_00_dot_61_bar__plus_00_dot_28_bar__minus_00_dot_64)
        (objectType Ladle_bar__plus_00_dot_35_bar__plus_00_dot_26_bar__plus_02_dot_07 LadleType)
        (inReceptacle Ladle_bar__plus_00_dot_35_bar__plus_00_dot_26_bar__plus_02_dot_07 Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__plus_00_dot_41)
        (objectAtLocation Ladle_bar__plus_00_dot_35_bar__plus_00_dot_26_bar__plus_02_dot_07 loc_bar_8_bar_1_bar_1_bar_30)
        (pickupable Ladle_bar__plus_00_dot_35_bar__plus_00_dot_26_bar__plus_02_dot_07)
        (cleanable Ladle_bar__plus_00_dot_35_bar__plus_00_dot_26_bar__plus_02_dot_07)
        (objectType Pan_bar__plus_01_dot_17_bar__plus_00_dot_08_bar__minus_01_dot_60 PanType)
        (inReceptacle Pan_bar__plus_01_dot_17_bar__plus_00_dot_08_bar__minus_01_dot_60 Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_85)
        (objectAtLocation Pan_bar__plus_01_dot_17_bar__plus_00_dot_08_bar__minus_01_dot_60 loc_bar_8_bar__minus_5_bar_1_bar_0)
        (pickupable Pan_bar__plus_01_dot_17_bar__plus_00_dot_08_bar__minus_01_dot_60)
        (cleanable Pan_bar__plus_01_dot_17_bar__plus_00_dot_08_bar__minus_01_dot_60)
        (coolable Pan_bar__plus_01_dot_17_bar__plus_00_dot_08_bar__minus_01_dot_60)
        (isReceptacleObject Pan_bar__plus_01_dot_17_bar__plus_00_dot_08_bar__minus_01_dot_60)
        (objectType Tomato_bar__plus_02_dot_73_bar__plus_01_dot_27_bar__plus_02_dot_43 TomatoType)
        (inReceptacle Tomato_bar__plus_02_dot_73_bar__plus_01_dot_27_bar__plus_02_dot_43 Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47)
        (objectAtLocation Tomato_bar__plus_02_dot_73_bar__plus_01_dot_27_bar__plus_02_dot_43 loc_bar_4_bar__minus_2_bar_2_bar_30)
        (pickupable Tomato_bar__plus_02_dot_73_bar__plus_01_dot_27_bar__plus_02_dot_43)
        (cleanable Tomato_bar__plus_02_dot_73_bar__plus_01_dot_27_bar__plus_02_dot_43)
        (heatable Tomato_bar__plus_02_dot_73_bar__plus_01_dot_27_bar__plus_02_dot_43)
        (coolable Tomato_bar__plus_02_dot_73_bar__plus_01_dot_27_bar__plus_02_dot_43)
        (sliceable Tomato_bar__plus_02_dot_73_bar__plus_01_dot_27_bar__plus_02_dot_43)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o LettuceType)
                            (receptacleType ?r FridgeType)
                        )
                    )
                )
            )
        )
    )
