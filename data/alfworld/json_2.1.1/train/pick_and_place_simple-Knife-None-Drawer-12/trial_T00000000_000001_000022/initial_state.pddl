(define (problem plan_trial_T00000000_000001_000022)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        ButterKnifeType - otype
        KnifeType - otype
        MugType - otype
        PepperShakerType - otype
        SpoonType - otype
        TomatoType - otype
        Knife_bar__minus_02_dot_85_bar__plus_00_dot_10_bar__minus_02_dot_27 - object
        Knife_bar__plus_00_dot_43_bar__plus_00_dot_03_bar__plus_02_dot_77 - object
        Apple_bar__plus_01_dot_99_bar__plus_00_dot_70_bar__plus_02_dot_40 - object
        Mug_bar__plus_00_dot_88_bar__plus_01_dot_40_bar__minus_02_dot_35 - object
        PepperShaker_bar__plus_00_dot_18_bar__plus_01_dot_33_bar__plus_00_dot_41 - object
        PepperShaker_bar__minus_00_dot_20_bar__plus_00_dot_30_bar__plus_01_dot_68 - object
        Spoon_bar__plus_01_dot_98_bar__plus_01_dot_11_bar__plus_00_dot_42 - object
        Tomato_bar__minus_01_dot_07_bar__plus_01_dot_02_bar__plus_02_dot_10 - object
        Cabinet_bar__plus_01_dot_22_bar__plus_01_dot_39_bar__plus_00_dot_59 - receptacle
        Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_16 - receptacle
        Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08 - receptacle
        Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_16 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_02_dot_08 - receptacle
        CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31 - receptacle
        Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92 - receptacle
        Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_02_dot_39 - receptacle
        Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_02_dot_38 - receptacle
        Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 - receptacle
        Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 - receptacle
        loc_bar_0_bar_0_bar_3_bar_30 - location
        loc_bar_0_bar_8_bar_3_bar__minus_30 - location
        loc_bar_0_bar_9_bar_3_bar_30 - location
        loc_bar_0_bar__minus_2_bar_3_bar__minus_30 - location
        loc_bar_1_bar_5_bar_3_bar_30 - location
        loc_bar_1_bar_6_bar_1_bar_0 - location
        loc_bar_2_bar_3_bar_1_bar_30 - location
        loc_bar_2_bar_9_bar_1_bar_30 - location
        loc_bar_3_bar_1_bar_1_bar_30 - location
        loc_bar_3_bar_3_bar_1_bar_0 - location
        loc_bar_3_bar_8_bar_1_bar_30 - location
        loc_bar_4_bar_6_bar_1_bar_0 - location
        loc_bar__minus_11_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_1_bar_3_bar_3_bar_0 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_11_bar__minus_10_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_22_bar__plus_01_dot_39_bar__plus_00_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_22_bar__plus_01_dot_39_bar__plus_00_dot_59 loc_bar_3_bar_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_22_bar__plus_01_dot_39_bar__plus_00_dot_59)
        (receptacleType Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_16 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_16 loc_bar_3_bar_3_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_16)
        (receptacleType Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08 loc_bar_1_bar_6_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08)
        (receptacleType Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63 loc_bar_1_bar_5_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 loc_bar_0_bar__minus_2_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_16 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_16 loc_bar__minus_1_bar_3_bar_3_bar_0)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_16)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_02_dot_08 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_02_dot_08 loc_bar_0_bar_8_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_02_dot_08)
        (receptacleType CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31 loc_bar_3_bar_8_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92 loc_bar_2_bar_3_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92)
        (receptacleType Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_02_dot_39 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_02_dot_39 loc_bar_2_bar_9_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_02_dot_39)
        (receptacleType Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_02_dot_38 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_02_dot_38 loc_bar_0_bar_9_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_02_dot_38)
        (receptacleType Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 loc_bar_0_bar_0_bar_3_bar_30)
        (openable Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12)
        (receptacleType Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 loc_bar_4_bar_6_bar_1_bar_0)
        (openable Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65)
        (canContain CabinetType MugType)
        (canContain CabinetType PepperShakerType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType MugType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType TomatoType)
        (objectType Knife_bar__minus_02_dot_85_bar__plus_00_dot_10_bar__minus_02_dot_27 KnifeType)
        (inReceptacle Knife_bar__minus_02_dot_85_bar__plus_00_dot_10_bar__minus_02_dot_27 CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31)
        (objectAtLocation Knife_bar__minus_02_dot_85_bar__plus_00_dot_10_bar__minus_02_dot_27 loc_bar_3_bar_8_bar_1_bar_30)
        (pickupable Knife_bar__minus_02_dot_85_bar__plus_00_dot_10_bar__minus_02_dot_27)
        (cleanable Knife_bar__minus_02_dot_85_bar__plus_00_dot_10_bar__minus_02_dot_27)
        (objectType Knife_bar__plus_00_dot_43_bar__plus_00_dot_03_bar__plus_02_dot_77 KnifeType)
        (inReceptacle Knife_bar__plus_00_dot_43_bar__plus_00_dot_03_bar__plus_02_dot_77 CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31)
        (objectAtLocation Knife_bar__plus_00_dot_43_bar__plus_00_dot_03_bar__plus_02_dot_77 loc_bar_3_bar_8_bar_1_bar_30)
        (pickupable Knife_bar__plus_00_dot_43_bar__plus_00_dot_03_bar__plus_02_dot_77)
        (cleanable Knife_bar__plus_00_dot_43_bar__plus_00_dot_03_bar__plus_02_dot_77)
        (objectType Apple_bar__plus_01_dot_99_bar__plus_00_dot_70_bar__plus_02_dot_40 AppleType)
        (inReceptacle Apple_bar__plus_01_dot_99_bar__plus_00_dot_70_bar__plus_02_dot_40 Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12)
        (objectAtLocation Apple_bar__plus_01_dot_99_bar__plus_00_dot_70_bar__plus_02_dot_40 loc_bar_0_bar_0_bar_3_bar_30)
        (pickupable Apple_bar__plus_01_dot_99_bar__plus_00_dot_70_bar__plus_02_dot_40)
        (cleanable Apple_bar__plus_01_dot_99_bar__plus_00_dot_70_bar__plus_02_dot_40)
        (heatable Apple_bar__plus_01_dot_99_bar__plus_00_dot_70_bar__plus_02_dot_40)
        (coolable Apple_bar__plus_01_dot_99_bar__plus_00_dot_70_bar__plus_02_dot_40)
        (sliceable Apple_bar__plus_01_dot_99_bar__plus_00_dot_70_bar__plus_02_dot_40)
        (objectType Mug_bar__plus_00_dot_88_bar__plus_01_dot_40_bar__minus_02_dot_35 MugType)
        (inReceptacle Mug_bar__plus_00_dot_88_bar__plus_01_dot_40_bar__minus_02_dot_35 Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12)
        (objectAtLocation Mug_bar__plus_00_dot_88_bar__plus_01_dot_40_bar__minus_02_dot_35 loc_bar_0_bar_0_bar_3_bar_30)
        (pickupable Mug_bar__plus_00_dot_88_bar__plus_01_dot_40_bar__minus_02_dot_35)
        (cleanable Mug_bar__plus_00_dot_88_bar__plus_01_dot_40_bar__minus_02_dot_35)
        (heatable Mug_bar__plus_00_dot_88_bar__plus_01_dot_40_bar__minus_02_dot_35)
        (coolable Mug_bar__plus_00_dot_88_bar__plus_01_dot_40_bar__minus_02_dot_35)
        (isReceptacleObject Mug_bar__plus_00_dot_88_bar__plus_01_dot_40_bar__minus_02_dot_35)
        (objectType PepperShaker_bar__plus_00_dot_18_bar__plus_01_dot_33_bar__plus_00_dot_41 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_00_dot_18_bar__plus_01_dot_33_bar__plus_00_dot_41 Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08)
        (objectAtLocation PepperShaker_bar__plus_00_dot_18_bar__plus_01_dot_33_bar__plus_00_dot_41 loc_bar_1_bar_6_bar_1_bar_0)
        (pickupable PepperShaker_bar__plus_00_dot_18_bar__plus_01_dot_33_bar__plus_00_dot_41)
        (objectType PepperShaker_bar__minus_00_dot_20_bar__plus_00_dot_30_bar__plus_01_dot_68 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_00_dot_20_bar__plus_00_dot_30_bar__plus_01_dot_68 Cabinet_bar__plus_01_dot_22_bar__plus_01_dot_39_bar__plus_00_dot_59)
        (objectAtLocation PepperShaker_bar__minus_00_dot_20_bar__plus_00_dot_30_bar__plus_01_dot_68 loc_bar_3_bar_1_bar_1_bar_30)
        (pickupable PepperShaker_bar__minus_00_dot_20_bar__plus_00_dot_30_bar__plus_01_dot_68)
        (objectType Spoon_bar__plus_01_dot_98_bar__plus_01_dot_11_bar__plus_00_dot_42 SpoonType)
        (inReceptacle Spoon_bar__plus_01_dot_98_bar__plus_01_dot_11_bar__plus_00_dot_42 Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_02_dot_39)
        (objectAtLocation Spoon_bar__plus_01_dot_98_bar__plus_01_dot_11_bar__plus_00_dot_42 loc_bar_2_bar_9_bar_1_bar_30)
        (pickupable Spoon_bar__plus_01_dot_98_bar__plus_01_dot_11_bar__plus_00_dot_42)
        (cleanable Spoon_bar__plus_01_dot_98_bar__plus_01_dot_11_bar__plus_00_dot_42)
        (objectType Tomato_bar__minus_01_dot_07_bar__plus_01_dot_02_bar__plus_02_dot_10 TomatoType)
        (inReceptacle Tomato_bar__minus_01_dot_07_bar__plus_01_dot_02_bar__plus_02_dot_10 CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31)
        (objectAtLocation Tomato_bar__minus_01_dot_07_bar__plus_01_dot_02_bar__plus_02_dot_10 loc_bar_3_bar_8_bar_1_bar_30)
        (pickupable Tomato_bar__minus_01_dot_07_bar__plus_01_dot_02_bar__plus_02_dot_10)
        (cleanable Tomato_bar__minus_01_dot_07_bar__plus_01_dot_02_bar__plus_02_dot_10)
        (heatable Tomato_bar__minus_01_dot_07_bar__plus_01_dot_02_bar__plus_02_dot_10)
        (coolable Tomato_bar__minus_01_dot_07_bar__plus_01_dot_02_bar__plus_02_dot_10)
        (sliceable Tomato_bar__minus_01_dot_07_bar__plus_01_dot_02_bar__plus_02_dot_10)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o KnifeType)
                            (receptacleType ?r DrawerType)
                        )
                    )
                )
            )
        )
    )
