(define (problem plan_trial_T00000000_000001_000221)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        KnifeType - otype
        MugType - otype
        PotType - otype
        TomatoType - otype
        ButterKnife_bar__minus_02_dot_66_bar__plus_00_dot_14_bar__plus_00_dot_91 - object
        ButterKnife_bar__minus_01_dot_03_bar__plus_00_dot_06_bar__minus_01_dot_68 - object
        Mug_bar__minus_01_dot_22_bar__plus_00_dot_32_bar__plus_00_dot_52 - object
        Pot_bar__minus_00_dot_75_bar__plus_00_dot_54_bar__plus_00_dot_07 - object
        Tomato_bar__plus_00_dot_14_bar__plus_00_dot_82_bar__plus_02_dot_50 - object
        Tomato_bar__minus_01_dot_77_bar__plus_00_dot_57_bar__plus_00_dot_04 - object
        Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29 - receptacle
        Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39 - receptacle
        Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29 - receptacle
        Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_01_dot_61 - receptacle
        CounterTop_bar__minus_00_dot_33_bar__plus_00_dot_98_bar__minus_01_dot_45 - receptacle
        DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_00_bar__minus_00_dot_44 - receptacle
        DiningTable_bar__minus_03_dot_62_bar__plus_00_dot_67_bar__minus_03_dot_32 - receptacle
        Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74 - receptacle
        Microwave_bar__minus_00_dot_22_bar__plus_01_dot_47_bar__minus_02_dot_06 - receptacle
        loc_bar__minus_12_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_14_bar__minus_9_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_6_bar_1_bar_0 - location
        loc_bar__minus_4_bar__minus_6_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_8_bar_1_bar_0 - location
        loc_bar__minus_4_bar__minus_9_bar_2_bar_0 - location
        loc_bar__minus_5_bar_0_bar_3_bar_30 - location
        loc_bar__minus_5_bar__minus_10_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_4_bar_1_bar_0 - location
        loc_bar__minus_6_bar__minus_6_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_5_bar_0_bar_3_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29 loc_bar__minus_4_bar__minus_6_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29)
        (receptacleType Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39 loc_bar__minus_6_bar__minus_4_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39)
        (receptacleType Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29 loc_bar__minus_4_bar__minus_9_bar_2_bar_0)
        (openable Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29)
        (receptacleType Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_01_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_01_dot_61 loc_bar__minus_6_bar__minus_6_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_01_dot_61)
        (receptacleType CounterTop_bar__minus_00_dot_33_bar__plus_00_dot_98_bar__minus_01_dot_45 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_33_bar__plus_00_dot_98_bar__minus_01_dot_45 loc_bar__minus_4_bar__minus_6_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_00_bar__minus_00_dot_44 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_00_bar__minus_00_dot_44 loc_bar__minus_12_bar__minus_5_bar_0_bar_30)
        (receptacleType DiningTable_bar__minus_03_dot_62_bar__plus_00_dot_67_bar__minus_03_dot_32 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_03_dot_62_bar__plus_00_dot_67_bar__minus_03_dot_32 loc_bar__minus_14_bar__minus_9_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74 loc_bar__minus_5_bar__minus_10_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74)
        (receptacleType Microwave_bar__minus_00_dot_22_bar__plus_01_dot_47_bar__minus_02_dot_06 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_22_bar__plus_01_dot_47_bar__minus_02_dot_06 loc_bar__minus_4_bar__minus_8_bar_1_bar_0)
        (openable Microwave_bar__minus_00_dot_22_bar__plus_01_dot_47_bar__minus_02_dot_06)
        (canContain CabinetType MugType)
        (canContain CabinetType PotType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType TomatoType)
        (objectType ButterKnife_bar__minus_02_dot_66_bar__plus_00_dot_14_bar__plus_00_dot_91 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_02_dot_66_bar__plus_00_dot_14_bar__plus_00_dot_91 CounterTop_bar__minus_00_dot_33_bar__plus_00_dot_98_bar__minus_01_dot_45)
        (objectAtLocation ButterKnife_bar__minus_02_dot_66_bar__plus_00_dot_14_bar__plus_00_dot_91 loc_bar__minus_4_bar__minus_6_bar_1_bar_30)
        (pickupable ButterKnife_bar__minus_02_dot_66_bar__plus_00_dot_14_bar__plus_00_dot_91)
        (cleanable ButterKnife_bar__minus_02_dot_66_bar__plus_00_dot_14_bar__plus_00_dot_91)
        (objectType ButterKnife_bar__minus_01_dot_03_bar__plus_00_dot_06_bar__minus_01_dot_68 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_01_dot_03_bar__plus_00_dot_06_bar__minus_01_dot_68 Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74)
        (objectAtLocation ButterKnife_bar__minus_01_dot_03_bar__plus_00_dot_06_bar__minus_01_dot_68 loc_bar__minus_5_bar__minus_10_bar_1_bar_30)
        (pickupable ButterKnife_bar__minus_01_dot_03_bar__plus_00_dot_06_bar__minus_01_dot_68)
        (cleanable ButterKnife_bar__minus_01_dot_03_bar__plus_00_dot_06_bar__minus_01_dot_68)
        (objectType Mug_bar__minus_01_dot_22_bar__plus_00_dot_32_bar__plus_00_dot_52 MugType)
        (inReceptacle Mug_bar__minus_01_dot_22_bar__plus_00_dot_32_bar__plus_00_dot_52 CounterTop_bar__minus_00_dot_33_bar__plus_00_dot_98_bar__minus_01_dot_45)
        (objectAtLocation Mug_bar__minus_01_dot_22_bar__plus_00_dot_32_bar__plus_00_dot_52 loc_bar__minus_4_bar__minus_6_bar_1_bar_30)
        (pickupable Mug_bar__minus_01_dot_22_bar__plus_00_dot_32_bar__plus_00_dot_52)
        (cleanable Mug_bar__minus_01_dot_22_bar__plus_00_dot_32_bar__plus_00_dot_52)
        (heatable Mug_bar__minus_01_dot_22_bar__plus_00_dot_32_bar__plus_00_dot_52)
        (coolable Mug_bar__minus_01_dot_22_bar__plus_00_dot_32_bar__plus_00_dot_52)
        (isReceptacleObject Mug_bar__minus_01_dot_22_bar__plus_00_dot_32_bar__plus_00_dot_52)
        (objectType Pot_bar__minus_00_dot_75_bar__plus_00_dot_54_bar__plus_00_dot_07 PotType)
        (inReceptacle Pot_bar__minus_00_dot_75_bar__plus_00_dot_54_bar__plus_00_dot_07 CounterTop_bar__minus_00_dot_33_bar__plus_00_dot_98_bar__minus_01_dot_45)
        (objectAtLocation Pot_bar__minus_00_dot_75_bar__plus_00_dot_54_bar__plus_00_dot_07 loc_bar__minus_4_bar__minus_6_bar_1_bar_30)
        (pickupable Pot_bar__minus_00_dot_75_bar__plus_00_dot_54_bar__plus_00_dot_07)
        (cleanable Pot_bar__minus_00_dot_75_bar__plus_00_dot_54_bar__plus_00_dot_07)
        (coolable Pot_bar__minus_00_dot_75_bar__plus_00_dot_54_bar__plus_00_dot_07)
        (isReceptacleObject Pot_bar__minus_00_dot_75_bar__plus_00_dot_54_bar__plus_00_dot_07)
        (objectType Tomato_bar__plus_00_dot_14_bar__plus_00_dot_82_bar__plus_02_dot_50 TomatoType)
        (inReceptacle Tomato_bar__plus_00_dot_14_bar__plus_00_dot_82_bar__plus_02_dot_50 DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_00_bar__minus_00_dot_44)
        (objectAtLocation Tomato_bar__plus_00_dot_14_bar__plus_00_dot_82_bar__plus_02_dot_50 loc_bar__minus_12_bar__minus_5_bar_0_bar_30)
        (pickupable Tomato_bar__plus_00_dot_14_bar__plus_00_dot_82_bar__plus_02_dot_50)
        (cleanable Tomato_bar__plus_00_dot_14_bar__plus_00_dot_82_bar__plus_02_dot_50)
        (heatable Tomato_bar__plus_00_dot_14_bar__plus_00_dot_82_bar__plus_02_dot_50)
        (coolable Tomato_bar__plus_00_dot_14_bar__plus_00_dot_82_bar__plus_02_dot_50)
        (sliceable Tomato_bar__plus_00_dot_14_bar__plus_00_dot_82_bar__plus_02_dot_50)
        (objectType Tomato_bar__minus_01_dot_77_bar__plus_00_dot_57_bar__plus_00_dot_04 TomatoType)
        (inReceptacle Tomato_bar__minus_01_dot_77_bar__plus_00_dot_57_bar__plus_00_dot_04 DiningTable_bar__minus_03_dot_62_bar__plus_00_dot_67_bar__minus_03_dot_32)
        (objectAtLocation Tomato_bar__minus_01_dot_77_bar__plus_00_dot_57_bar__plus_00_dot_04 loc_bar__minus_14_bar__minus_9_bar_2_bar_30)
        (pickupable Tomato_bar__minus_01_dot_77_bar__plus_00_dot_57_bar__plus_00_dot_04)
        (cleanable Tomato_bar__minus_01_dot_77_bar__plus_00_dot_57_bar__plus_00_dot_04)
        (heatable Tomato_bar__minus_01_dot_77_bar__plus_00_dot_57_bar__plus_00_dot_04)
        (coolable Tomato_bar__minus_01_dot_77_bar__plus_00_dot_57_bar__plus_00_dot_04)
        (sliceable Tomato_bar__minus_01_dot_77_bar__plus_00_dot_57_bar__plus_00_dot_04)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 ButterKnifeType)
                                    (receptacleType ?r DiningTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 ButterKnifeType)
                                            (receptacleType ?r DiningTableType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
