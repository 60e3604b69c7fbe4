(define (problem plan_trial_T00000000_000001_000128)
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
        AppleType - otype
        ButterKnifeType - otype
        ForkType - otype
        KnifeType - otype
        PotatoType - otype
        TomatoType - otype
        Tomato_bar__minus_02_dot_05_bar__plus_00_dot_54_bar__minus_02_dot_82 - object
        Tomato_bar__plus_02_dot_96_bar__plus_00_dot_51_bar__minus_02_dot_53 - object
        Apple_bar__plus_01_dot_99_bar__plus_01_dot_21_bar__plus_01_dot_33 - object
        Fork_bar__minus_01_dot_63_bar__plus_00_dot_52_bar__plus_01_dot_22 - object
        Fork_bar__plus_00_dot_27_bar__plus_00_dot_22_bar__minus_00_dot_89 - object
        Potato_bar__plus_00_dot_14_bar__plus_00_dot_79_bar__plus_02_dot_49 - object
        Cabinet_bar__minus_01_dot_42_bar__plus_00_dot_39_bar__plus_03_dot_46 - receptacle
        Cabinet_bar__minus_02_dot_99_bar__plus_00_dot_39_bar__plus_01_dot_04 - receptacle
        Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_02_dot_65 - receptacle
        Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_01_dot_06 - receptacle
        CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_01_dot_36 - receptacle
        CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_03_dot_34 - receptacle
        DiningTable_bar__minus_01_dot_35_bar__plus_00_dot_01_bar__plus_00_dot_33 - receptacle
        Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_01_dot_36 - receptacle
        Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_02_dot_92 - receptacle
        Fridge_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_04_dot_00 - receptacle
        Microwave_bar__minus_03_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_18 - receptacle
        loc_bar_7_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_10_bar_9_bar_3_bar_0 - location
        loc_bar__minus_11_bar_11_bar_3_bar__minus_30 - location
        loc_bar__minus_11_bar_12_bar_0_bar_30 - location
        loc_bar__minus_11_bar_6_bar_3_bar_0 - location
        loc_bar__minus_11_bar_6_bar_3_bar_30 - location
        loc_bar__minus_2_bar_12_bar_0_bar_30 - location
        loc_bar__minus_2_bar_2_bar_3_bar_30 - location
        loc_bar__minus_8_bar_10_bar_0_bar_30 - location
        loc_bar__minus_8_bar_7_bar_3_bar_30 - location
        loc_bar__minus_9_bar_13_bar_3_bar_30 - location
        loc_bar__minus_9_bar_6_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_7_bar__minus_3_bar_2_bar_30)
        (receptacleType Cabinet_bar__minus_01_dot_42_bar__plus_00_dot_39_bar__plus_03_dot_46 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_42_bar__plus_00_dot_39_bar__plus_03_dot_46 loc_bar__minus_8_bar_10_bar_0_bar_30)
        (openable Cabinet_bar__minus_01_dot_42_bar__plus_00_dot_39_bar__plus_03_dot_46)
        (receptacleType Cabinet_bar__minus_02_dot_99_bar__plus_00_dot_39_bar__plus_01_dot_04 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_99_bar__plus_00_dot_39_bar__plus_01_dot_04 loc_bar__minus_8_bar_7_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_99_bar__plus_00_dot_39_bar__plus_01_dot_04)
        (receptacleType Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_02_dot_65 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_02_dot_65 loc_bar__minus_11_bar_11_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_02_dot_65)
        (receptacleType Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_01_dot_06 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_01_dot_06 loc_bar__minus_11_bar_6_bar_3_bar_0)
        (openable Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_01_dot_06)
        (receptacleType CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_01_dot_36 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_01_dot_36 loc_bar__minus_11_bar_6_bar_3_bar_30)
        (receptacleType CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_03_dot_34 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_03_dot_34 loc_bar__minus_11_bar_12_bar_0_bar_30)
        (receptacleType DiningTable_bar__minus_01_dot_35_bar__plus_00_dot_01_bar__plus_00_dot_33 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_35_bar__plus_00_dot_01_bar__plus_00_dot_33 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_01_dot_36 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_01_dot_36 loc_bar__minus_9_bar_6_bar_3_bar_30)
        (openable Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_01_dot_36)
        (receptacleType Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_02_dot_92 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_02_dot_92 loc_bar__minus_9_bar_13_bar_3_bar_30)
        (openable Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_02_dot_92)
        (receptacleType Fridge_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_04_dot_00 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_04_dot_00 loc_bar__minus_2_bar_12_bar_0_bar_30)
        (openable Fridge_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_04_dot_00)
        (receptacleType Microwave_bar__minus_03_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_18 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_03_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_18 loc_bar__minus_10_bar_9_bar_3_bar_0)
        (openable Microwave_bar__minus_03_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_18)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType AppleType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType PotatoType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType TomatoType)
        (objectType Tomato_bar__minus_02_dot_05_bar__plus_00_dot_54_bar__minus_02_dot_82 TomatoType)
        (inReceptacle Tomato_bar__minus_02_dot_05_bar__plus_00_dot_54_bar__minus_02_dot_82 Microwave_bar__minus_03_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_18)
        (objectAtLocation Tomato_bar__minus_02_dot_05_bar__plus_00_dot_54_bar__minus_02_dot_82 loc_bar__minus_10_bar_9_bar_3_bar_0)
        (pickupable Tomato_bar__minus_02_dot_05_bar__plus_00_dot_54_bar__minus_02_dot_82)
        (cleanable Tomato_bar__minus_02_dot_05_bar__plus_00_dot_54_bar__minus_02_dot_82)
        (heatable Tomato_bar__minus_02_dot_05_bar__plus_00_dot_54_bar__minus_02_dot_82)
        (coolable Tomato_bar__minus_02_dot_05_bar__plus_00_dot_54_bar__minus_02_dot_82)
        (sliceable Tomato_bar__minus_02_dot_05_bar__plus_00_dot_54_bar__minus_02_dot_82)
        (objectType Tomato_bar__plus_02_dot_96_bar__plus_00_dot_51_bar__minus_02_dot_53 TomatoType)
        (inReceptacle Tomato_bar__plus_02_dot_96_bar__plus_00_dot_51_bar__minus_02_dot_53 DiningTable_bar__minus_01_dot_35_bar__plus_00_dot_01_bar__plus_00_dot_33)
        (objectAtLocation Tomato_bar__plus_02_dot_96_bar__plus_00_dot_51_bar__minus_02_dot_53 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (pickupable Tomato_bar__plus_02_dot_96_bar__plus_00_dot_51_bar__minus_02_dot_53)
        (cleanable Tomato_bar__plus_02_dot_96_bar__plus_00_dot_51_bar__minus_02_dot_53)
        (heatable Tomato_bar__plus_02_dot_96_bar__plus_00_dot_51_bar__minus_02_dot_53)
        (coolable Tomato_bar__plus_02_dot_96_bar__plus_00_dot_51_bar__minus_02_dot_53)
        (sliceable Tomato_bar__plus_02_dot_96_bar__plus_00_dot_51_bar__minus_02_dot_53)
        (objectType Apple_bar__plus_01_dot_99_bar__plus_01_dot_21_bar__plus_01_dot_33 AppleType)
        (inReceptacle Apple_bar__plus_01_dot_99_bar__plus_01_dot_21_bar__plus_01_dot_33 CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_03_dot_34)
        (objectAtLocation Apple_bar__plus_01_dot_99_bar__plus_01_dot_21_bar__plus_01_dot_33 loc_bar__minus_11_bar_12_bar_0_bar_30)
        (pickupable Apple_bar__plus_01_dot_99_bar__plus_01_dot_21_bar__plus_01_dot_33)
        (cleanable Apple_bar__plus_01_dot_99_bar__plus_01_dot_21_bar__plus_01_dot_33)
        (heatable Apple_bar__plus_01_dot_99_bar__plus_01_dot_21_bar__plus_01_dot_33)
        (coolable Apple_bar__plus_01_dot_99_bar__plus_01_dot_21_bar__plus_01_dot_33)
        (sliceable Apple_bar__plus_01_dot_99_bar__plus_01_dot_21_bar__plus_01_dot_33)
        (objectType Fork_bar__minus_01_dot_63_bar__plus_00_dot_52_bar__plus_01_dot_22 ForkType)
        (inReceptacle Fork_bar__minus_01_dot_63_bar__plus_00_dot_52_bar__plus_01_dot_22 CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_03_dot_34)
        (objectAtLocation Fork_bar__minus_01_dot_63_bar__plus_00_dot_52_bar__plus_01_dot_22 loc_bar__minus_11_bar_12_bar_0_bar_30)
        (pickupable Fork_bar__minus_01_dot_63_bar__plus_00_dot_52_bar__plus_01_dot_22)
        (cleanable Fork_bar__minus_01_dot_63_bar__plus_00_dot_52_bar__plus_01_dot_22)
        (objectType Fork_bar__plus_00_dot_27_bar__plus_00_dot_22_bar__minus_00_dot_89 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_27_bar__plus_00_dot_22_bar__minus_00_dot_89 Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_01_dot_36)
        (objectAtLocation Fork_bar__plus_00_dot_27_bar__plus_00_dot_22_bar__minus_00_dot_89 loc_bar__minus_9_bar_6_bar_3_bar_30)
        (pickupable Fork_bar__plus_00_dot_27_bar__plus_00_dot_22_bar__minus_00_dot_89)
        (cleanable Fork_bar__plus_00_dot_27_bar__plus_00_dot_22_bar__minus_00_dot_89)
        (objectType Potato_bar__plus_00_dot_14_bar__plus_00_dot_79_bar__plus_02_dot_49 PotatoType)
        (inReceptacle Potato_bar__plus_00_dot_14_bar__plus_00_dot_79_bar__plus_02_dot_49 Fridge_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_04_dot_00)
        (objectAtLocation Potato_bar__plus_00_dot_14_bar__plus_00_dot_79_bar__plus_02_dot_49 loc_bar__minus_2_bar_12_bar_0_bar_30)
        (pickupable Potato_bar__plus_00_dot_14_bar__plus_00_dot_79_bar__plus_02_dot_49)
        (cleanable Potato_bar__plus_00_dot_14_bar__plus_00_dot_79_bar__plus_02_dot_49)
        (heatable Potato_bar__plus_00_dot_14_bar__plus_00_dot_79_bar__plus_02_dot_49)
        (coolable Potato_bar__plus_00_dot_14_bar__plus_00_dot_79_bar__plus_02_dot_49)
        (sliceable Potato_bar__plus_00_dot_14_bar__plus_00_dot_79_bar__plus_02_dot_49)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
