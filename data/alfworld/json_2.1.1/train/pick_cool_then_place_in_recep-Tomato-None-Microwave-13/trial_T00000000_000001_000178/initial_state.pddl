(define (problem plan_trial_T00000000_000001_000178)
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
        LettuceType - otype
        PepperShakerType - otype
        PotType - otype
        SpoonType - otype
        TomatoType - otype
        Tomato_bar__plus_00_dot_49_bar__plus_01_dot_42_bar__minus_02_dot_70 - object
        Tomato_bar__minus_01_dot_35_bar__plus_01_dot_36_bar__plus_02_dot_85 - object
        ButterKnife_bar__plus_00_dot_53_bar__plus_01_dot_22_bar__plus_01_dot_13 - object
        Lettuce_bar__minus_01_dot_21_bar__plus_01_dot_34_bar__plus_02_dot_95 - object
        PepperShaker_bar__minus_02_dot_66_bar__plus_00_dot_14_bar__minus_00_dot_37 - object
        Pot_bar__plus_00_dot_36_bar__plus_00_dot_48_bar__minus_02_dot_43 - object
        Pot_bar__minus_01_dot_95_bar__plus_00_dot_56_bar__minus_01_dot_40 - object
        Spoon_bar__minus_02_dot_78_bar__plus_00_dot_49_bar__minus_00_dot_21 - object
        Cabinet_bar__minus_00_dot_64_bar__plus_00_dot_39_bar__plus_05_dot_58 - receptacle
        Cabinet_bar__minus_03_dot_04_bar__plus_00_dot_39_bar__plus_05_dot_03 - receptacle
        Cabinet_bar__minus_03_dot_67_bar__plus_00_dot_39_bar__plus_05_dot_03 - receptacle
        Cabinet_bar__minus_03_dot_92_bar__plus_00_dot_40_bar__plus_02_dot_09 - receptacle
        Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_02_dot_12 - receptacle
        Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_04_dot_34 - receptacle
        CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_96_bar__plus_01_dot_80 - receptacle
        CounterTop_bar__minus_04_dot_26_bar__plus_00_dot_96_bar__plus_04_dot_94 - receptacle
        Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_06_dot_57 - receptacle
        Drawer_bar__minus_01_dot_86_bar__plus_00_dot_78_bar__plus_01_dot_96 - receptacle
        Drawer_bar__minus_03_dot_19_bar__plus_00_dot_78_bar__plus_05_dot_16 - receptacle
        Fridge_bar__minus_00_dot_32_bar_00_dot_00_bar__plus_03_dot_60 - receptacle
        Microwave_bar__minus_02_dot_69_bar__plus_01_dot_43_bar__plus_01_dot_69 - receptacle
        loc_bar__minus_11_bar_10_bar_2_bar_0 - location
        loc_bar__minus_11_bar_17_bar_0_bar_30 - location
        loc_bar__minus_12_bar_10_bar_3_bar_30 - location
        loc_bar__minus_12_bar_17_bar_3_bar_30 - location
        loc_bar__minus_13_bar_12_bar_2_bar_30 - location
        loc_bar__minus_13_bar_16_bar_0_bar_30 - location
        loc_bar__minus_15_bar_19_bar_0_bar_30 - location
        loc_bar__minus_15_bar_19_bar_1_bar_30 - location
        loc_bar__minus_4_bar_23_bar_0_bar_30 - location
        loc_bar__minus_5_bar_15_bar_1_bar_0 - location
        loc_bar__minus_5_bar_9_bar_3_bar_30 - location
        loc_bar__minus_5_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_6_bar_20_bar_1_bar_30 - location
        loc_bar__minus_8_bar_10_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_5_bar__minus_10_bar_2_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_64_bar__plus_00_dot_39_bar__plus_05_dot_58 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_64_bar__plus_00_dot_39_bar__plus_05_dot_58 loc_bar__minus_6_bar_20_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_64_bar__plus_00_dot_39_bar__plus_05_dot_58)
        (receptacleType Cabinet_bar__minus_03_dot_04_bar__plus_00_dot_39_bar__plus_05_dot_03 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_04_bar__plus_00_dot_39_bar__plus_05_dot_03 loc_bar__minus_11_bar_17_bar_0_bar_30)
        (openable Cabinet_bar__minus_03_dot_04_bar__plus_00_dot_39_bar__plus_05_dot_03)
        (receptacleType Cabinet_bar__minus_03_dot_67_bar__plus_00_dot_39_bar__plus_05_dot_03 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_67_bar__plus_00_dot_39_bar__plus_05_dot_03 loc_bar__minus_13_bar_16_bar_0_bar_30)
        (openable Cabinet_bar__minus_03_dot_67_bar__plus_00_dot_39_bar__plus_05_dot_03)
        (receptacleType Cabinet_bar__minus_03_dot_92_bar__plus_00_dot_40_bar__plus_02_dot_09 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_92_bar__plus_00_dot_40_bar__plus_02_dot_09 loc_bar__minus_13_bar_12_bar_2_bar_30)
        (openable Cabinet_bar__minus_03_dot_92_bar__plus_00_dot_40_bar__plus_02_dot_09)
        (receptacleType Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_02_dot_12 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_02_dot_12 loc_bar__minus_12_bar_10_bar_3_bar_30)
        (openable Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_02_dot_12)
        (receptacleType Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_04_dot_34 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_04_dot_34 loc_bar__minus_12_bar_17_bar_3_bar_30)
        (openable Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_04_dot_34)
        (receptacleType CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_96_bar__plus_01_dot_80 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_96_bar__plus_01_dot_80 loc_bar__minus_8_bar_10_bar_2_bar_30)
        (receptacleType CounterTop_bar__minus_04_dot_26_bar__plus_00_dot_96_bar__plus_04_dot_94 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_04_dot_26_bar__plus_00_dot_96_bar__plus_04_dot_94 loc_bar__minus_15_bar_19_bar_0_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_06_dot_57 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_06_dot_57 loc_bar__minus_4_bar_23_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_06_dot_57)
        (receptacleType Drawer_bar__minus_01_dot_86_bar__plus_00_dot_78_bar__plus_01_dot_96 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_86_bar__plus_00_dot_78_bar__plus_01_dot_96 loc_bar__minus_5_bar_9_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_86_bar__plus_00_dot_78_bar__plus_01_dot_96)
        (receptacleType Drawer_bar__minus_03_dot_19_bar__plus_00_dot_78_bar__plus_05_dot_16 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_19_bar__plus_00_dot_78_bar__plus_05_dot_16 loc_bar__minus_15_bar_19_bar_1_bar_30)
        (openable Drawer_bar__minus_03_dot_19_bar__plus_00_dot_78_bar__plus_05_dot_16)
        (receptacleType Fridge_bar__minus_00_dot_32_bar_00_dot_00_bar__plus_03_dot_60 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_32_bar_00_dot_00_bar__plus_03_dot_60 loc_bar__minus_5_bar_15_bar_1_bar_0)
        (openable Fridge_bar__minus_00_dot_32_bar_00_dot_00_bar__plus_03_dot_60)
        (receptacleType Microwave_bar__minus_02_dot_69_bar__plus_01_dot_43_bar__plus_01_dot_69 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_02_dot_69_bar__plus_01_dot_43_bar__plus_01_dot_69 loc_bar__minus_11_bar_10_bar_2_bar_0)
        (openable Microwave_bar__minus_02_dot_69_bar__plus_01_dot_43_bar__plus_01_dot_69)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PotType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType TomatoType)
        (objectType Tomato_bar__plus_00_dot_49_bar__plus_01_dot_42_bar__minus_02_dot_70 TomatoType)
        (inReceptacle Tomato_bar__plus_00_dot_49_bar__plus_01_dot_42_bar__minus_02_dot_70 CounterTop_bar__minus_04_dot_26_bar__plus_00_dot_96_bar__plus_04_dot_94)
        (objectAtLocation Tomato_bar__plus_00_dot_49_bar__plus_01_dot_42_bar__minus_02_dot_70 loc_bar__minus_15_bar_19_bar_0_bar_30)
        (pickupable Tomato_bar__plus_00_dot_49_bar__plus_01_dot_42_bar__minus_02_dot_70)
        (cleanable Tomato_bar__plus_00_dot_49_bar__plus_01_dot_42_bar__minus_02_dot_70)
        (heatable Tomato_bar__plus_00_dot_49_bar__plus_01_dot_42_bar__minus_02_dot_70)
        (coolable Tomato_bar__plus_00_dot_49_bar__plus_01_dot_42_bar__minus_02_dot_70)
        (sliceable Tomato_bar__plus_00_dot_49_bar__plus_01_dot_42_bar__minus_02_dot_70)
        (objectType Tomato_bar__minus_01_dot_35_bar__plus_01_dot_36_bar__plus_02_dot_85 TomatoType)
        (inReceptacle Tomato_bar__minus_01_dot_35_bar__plus_01_dot_36_bar__plus_02_dot_85 CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_96_bar__plus_01_dot_80)
        (objectAtLocation Tomato_bar__minus_01_dot_35_bar__plus_01_dot_36_bar__plus_02_dot_85 loc_bar__minus_8_bar_10_bar_2_bar_30)
        (pickupable Tomato_bar__minus_01_dot_35_bar__plus_01_dot_36_bar__plus_02_dot_85)
        (cleanable Tomato_bar__minus_01_dot_35_bar__plus_01_dot_36_bar__plus_02_dot_85)
        (heatable Tomato_bar__minus_01_dot_35_bar__plus_01_dot_36_bar__plus_02_dot_85)
        (coolable Tomato_bar__minus_01_dot_35_bar__plus_01_dot_36_bar__plus_02_dot_85)
        (sliceable Tomato_bar__minus_01_dot_35_bar__plus_01_dot_36_bar__plus_02_dot_85)
        (objectType ButterKnife_bar__plus_00_dot_53_bar__plus_01_dot_22_bar__plus_01_dot_13 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_00_dot_53_bar__plus_01_dot_22_bar__plus_01_dot_13 CounterTop_bar__minus_04_dot_26_bar__plus_00_dot_96_bar__plus_04_dot_94)
        (objectAtLocation ButterKnife_bar__plus_00_dot_53_bar__plus_01_dot_22_bar__plus_01_dot_13 loc_bar__minus_15_bar_19_bar_0_bar_30)
        (pickupable ButterKnife_bar__plus_00_dot_53_bar__plus_01_dot_22_bar__plus_01_dot_13)
        (cleanable ButterKnife_bar__plus_00_dot_53_bar__plus_01_dot_22_bar__plus_01_dot_13)
        (objectType Lettuce_bar__minus_01_dot_21_bar__plus_01_dot_34_bar__plus_02_dot_95 LettuceType)
        (inReceptacle Lettuce_bar__minus_01_dot_21_bar__plus_01_dot_34_bar__plus_02_dot_95 CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_96_bar__plus_01_dot_80)
        (objectAtLocation Lettuce_bar__minus_01_dot_21_bar__plus_01_dot_34_bar__plus_02_dot_95 loc_bar__minus_8_bar_10_bar_2_bar_30)
        (pickupable Lettuce_bar__minus_01_dot_21_bar__plus_01_dot_34_bar__plus_02_dot_95)
        (cleanable Lettuce_bar__minus_01_dot_21_bar__plus_01_dot_34_bar__plus_02_dot_95)
        (coolable Lettuce_bar__minus_01_dot_21_bar__plus_01_dot_34_bar__plus_02_dot_95)
        (sliceable Lettuce_bar__minus_01_dot_21_bar__plus_01_dot_34_bar__plus_02_dot_95)
        (objectType PepperShaker_bar__minus_02_dot_66_bar__plus_00_dot_14_bar__minus_00_dot_37 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_02_dot_66_bar__plus_00_dot_14_bar__minus_00_dot_37 CounterTop_bar__minus_04_dot_26_bar__plus_00_dot_96_bar__plus_04_dot_94)
        (objectAtLocation PepperShaker_bar__minus_02_dot_66_bar__plus_00_dot_14_bar__minus_00_dot_37 loc_bar__minus_15_bar_19_bar_0_bar_30)
        (pickupable PepperShaker_bar__minus_02_dot_66_bar__plus_00_dot_14_bar__minus_00_dot_37)
        (objectType Pot_bar__plus_00_dot_36_bar__plus_00_dot_48_bar__minus_02_dot_43 PotType)
        (inReceptacle Pot_bar__plus_00_dot_36_bar__plus_00_dot_48_bar__minus_02_dot_43 CounterTop_bar__minus_04_dot_26_bar__plus_00_dot_96_bar__plus_04_dot_94)
        (objectAtLocation Pot_bar__plus_00_dot_36_bar__plus_00_dot_48_bar__minus_02_dot_43 loc_bar__minus_15_bar_19_bar_0_bar_30)
        (pickupable Pot_bar__plus_00_dot_36_bar__plus_00_dot_48_bar__minus_02_dot_43)
        (cleanable Pot_bar__plus_00_dot_36_bar__plus_00_dot_48_bar__minus_02_dot_43)
        (coolable Pot_bar__plus_00_dot_36_bar__plus_00_dot_48_bar__minus_02_dot_43)
        (isReceptacleObject Pot_bar__plus_00_dot_36_bar__plus_00_dot_48_bar__minus_02_dot_43)
        (objectType Pot_bar__minus_01_dot_95_bar__plus_00_dot_56_bar__minus_01_dot_40 PotType)
        (inReceptacle Pot_bar__minus_01_dot_95_bar__plus_00_dot_56_bar__minus_01_dot_40 Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_02_dot_12)
        (objectAtLocation Pot_bar__minus_01_dot_95_bar__plus_00_dot_56_bar__minus_01_dot_40 loc_bar__minus_12_bar_10_bar_3_bar_30)
        (pickupable Pot_bar__minus_01_dot_95_bar__plus_00_dot_56_bar__minus_01_dot_40)
        (cleanable Pot_bar__minus_01_dot_95_bar__plus_00_dot_56_bar__minus_01_dot_40)
        (coolable Pot_bar__minus_01_dot_95_bar__plus_00_dot_56_bar__minus_01_dot_40)
        (isReceptacleObject Pot_bar__minus_01_dot_95_bar__plus_00_dot_56_bar__minus_01_dot_40)
        (objectType Spoon_bar__minus_02_dot_78_bar__plus_00_dot_49_bar__minus_00_dot_21 SpoonType)
        (inReceptacle Spoon_bar__minus_02_dot_78_bar__plus_00_dot_49_bar__minus_00_dot_21 Drawer_bar__minus_01_dot_86_bar__plus_00_dot_78_bar__plus_01_dot_96)
        (objectAtLocation Spoon_bar__minus_02_dot_78_bar__plus_00_dot_49_bar__minus_00_dot_21 loc_bar__minus_5_bar_9_bar_3_bar_30)
        (pickupable Spoon_bar__minus_02_dot_78_bar__plus_00_dot_49_bar__minus_00_dot_21)
        (cleanable Spoon_bar__minus_02_dot_78_bar__plus_00_dot_49_bar__minus_00_dot_21)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r MicrowaveType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
