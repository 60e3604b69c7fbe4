(define (problem plan_trial_T00000000_000001_000210)
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
        LettuceType - otype
        PanType - otype
        PotatoType - otype
        Knife_bar__minus_00_dot_93_bar__plus_01_dot_33_bar__plus_02_dot_85 - object
        Knife_bar__minus_02_dot_59_bar__plus_01_dot_05_bar__plus_02_dot_03 - object
        Lettuce_bar__minus_00_dot_18_bar__plus_00_dot_25_bar__plus_00_dot_22 - object
        Lettuce_bar__plus_02_dot_15_bar__plus_00_dot_18_bar__plus_01_dot_78 - object
        Pan_bar__minus_00_dot_24_bar__plus_00_dot_54_bar__plus_02_dot_18 - object
        Potato_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__minus_00_dot_66 - object
        Potato_bar__plus_00_dot_23_bar__plus_00_dot_73_bar__plus_02_dot_86 - object
        Cabinet_bar__minus_02_dot_21_bar__plus_00_dot_39_bar__plus_03_dot_46 - receptacle
        Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_02_dot_65 - receptacle
        Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_01_dot_06 - receptacle
        CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_03_dot_34 - receptacle
        DiningTable_bar__minus_01_dot_35_bar__plus_00_dot_01_bar__plus_00_dot_33 - receptacle
        Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_01_dot_36 - receptacle
        Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_02_dot_92 - receptacle
        Fridge_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_04_dot_00 - receptacle
        Microwave_bar__minus_03_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_18 - receptacle
        Sink_bar__minus_01_dot_80_bar__plus_00_dot_92_bar__plus_03_dot_66_bar_SinkBasin - receptacle
        loc_bar__minus_10_bar_9_bar_3_bar_0 - location
        loc_bar__minus_11_bar_11_bar_3_bar__minus_30 - location
        loc_bar__minus_11_bar_12_bar_0_bar_30 - location
        loc_bar__minus_11_bar_4_bar_0_bar_30 - location
        loc_bar__minus_11_bar_6_bar_3_bar_0 - location
        loc_bar__minus_2_bar_12_bar_0_bar_30 - location
        loc_bar__minus_2_bar_2_bar_3_bar_30 - location
        loc_bar__minus_6_bar_12_bar_0_bar_30 - location
        loc_bar__minus_7_bar_10_bar_0_bar_30 - location
        loc_bar__minus_9_bar_13_bar_3_bar_30 - location
        loc_bar__minus_9_bar_6_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_11_bar_4_bar_0_bar_30)
        (receptacleType Cabinet_bar__minus_02_dot_21_bar__plus_00_dot_39_bar__plus_03_dot_46 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_21_bar__plus_00_dot_39_bar__plus_03_dot_46 loc_bar__minus_7_bar_10_bar_0_bar_30)
        (openable Cabinet_bar__minus_02_dot_21_bar__plus_00_dot_39_bar__plus_03_dot_46)
        (receptacleType Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_02_dot_65 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_02_dot_65 loc_bar__minus_11_bar_11_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_02_dot_65)
        (receptacleType Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_01_dot_06 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_01_dot_06 loc_bar__minus_11_bar_6_bar_3_bar_0)
        (openable Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_01_dot_06)
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
        (receptacleType Sink_bar__minus_01_dot_80_bar__plus_00_dot_92_bar__plus_03_dot_66_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_80_bar__plus_00_dot_92_bar__plus_03_dot_66_bar_SinkBasin loc_bar__minus_6_bar_12_bar_0_bar_30)
        (canContain CabinetType PanType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PotatoType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType PotatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotatoType)
        (objectType Knife_bar__minus_00_dot_93_bar__plus_01_dot_33_bar__plus_02_dot_85 KnifeType)
        (inReceptacle Knife_bar__minus_00_dot_93_bar__plus_01_dot_33_bar__plus_02_dot_85 CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_03_dot_34)
        (objectAtLocation Knife_bar__minus_00_dot_93_bar__plus_01_dot_33_bar__plus_02_dot_85 loc_bar__minus_11_bar_12_bar_0_bar_30)
        (pickupable Knife_bar__minus_00_dot_93_bar__plus_01_dot_33_bar__plus_02_dot_85)
        (cleanable Knife_bar__minus_00_dot_93_bar__plus_01_dot_33_bar__plus_02_dot_85)
        (objectType Knife_bar__minus_02_dot_59_bar__plus_01_dot_05_bar__plus_02_dot_03 KnifeType)
        (inReceptacle Knife_bar__minus_02_dot_59_bar__plus_01_dot_05_bar__plus_02_dot_03 Sink_bar__minus_01_dot_80_bar__plus_00_dot_92_bar__plus_03_dot_66_bar_SinkBasin)
        (objectAtLocation Knife_bar__minus_02_dot_59_bar__plus_01_dot_05_bar__plus_02_dot_03 loc_bar__minus_6_bar_12_bar_0_bar_30)
        (pickupable Knife_bar__minus_02_dot_59_bar__plus_01_dot_05_bar__plus_02_dot_03)
        (cleanable Knife_bar__minus_02_dot_59_bar__plus_01_dot_05_bar__plus_02_dot_03)
        (objectType Lettuce_bar__minus_00_dot_18_bar__plus_00_dot_25_bar__plus_00_dot_22 LettuceType)
        (inReceptacle Lettuce_bar__minus_00_dot_18_bar__plus_00_dot_25_bar__plus_00_dot_22 Sink_bar__minus_01_dot_80_bar__plus_00_dot_92_bar__plus_03_dot_66_bar_SinkBasin)
        (objectAtLocation Lettuce_bar__minus_00_dot_18_bar__plus_00_dot_25_bar__plus_00_dot_22 loc_bar__minus_6_bar_12_bar_0_bar_30)
        (pickupable Lettuce_bar__minus_00_dot_18_bar__plus_00_dot_25_bar__plus_00_dot_22)
        (cleanable Lettuce_bar__minus_00_dot_18_bar__plus_00_dot_25_bar__plus_00_dot_22)
        (coolable Lettuce_bar__minus_00_dot_18_bar__plus_00_dot_25_bar__plus_00_dot_22)
        (sliceable Lettuce_bar__minus_00_dot_18_bar__plus_00_dot_25_bar__plus_00_dot_22)
        (objectType Lettuce_bar__plus_02_dot_15_bar__plus_00_dot_18_bar__plus_01_dot_78 LettuceType)
        (inReceptacle Lettuce_bar__plus_02_dot_15_bar__plus_00_dot_18_bar__plus_01_dot_78 Fridge_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_04_dot_00)
        (objectAtLocation Lettuce_bar__plus_02_dot_15_bar__plus_00_dot_18_bar__plus_01_dot_78 loc_bar__minus_2_bar_12_bar_0_bar_30)
        (pickupable Lettuce_bar__plus_02_dot_15_bar__plus_00_dot_18_bar__plus_01_dot_78)
        (cleanable Lettuce_bar__plus_02_dot_15_bar__plus_00_dot_18_bar__plus_01_dot_78)
        (coolable Lettuce_bar__plus_02_dot_15_bar__plus_00_dot_18_bar__plus_01_dot_78)
        (sliceable Lettuce_bar__plus_02_dot_15_bar__plus_00_dot_18_bar__plus_01_dot_78)
        (objectType Pan_bar__minus_00_dot_24_bar__plus_00_dot_54_bar__plus_02_dot_18 PanType)
        (inReceptacle Pan_bar__minus_00_dot_24_bar__plus_00_dot_54_bar__plus_02_dot_18 Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_02_dot_65)
        (objectAtLocation Pan_bar__minus_00_dot_24_bar__plus_00_dot_54_bar__plus_02_dot_18 loc_bar__minus_11_bar_11_bar_3_bar__minus_30)
        (pickupable Pan_bar__minus_00_dot_24_bar__plus_00_dot_54_bar__plus_02_dot_18)
        (cleanable Pan_bar__minus_00_dot_24_bar__plus_00_dot_54_bar__plus_02_dot_18)
        (coolable Pan_bar__minus_00_dot_24_bar__plus_00_dot_54_bar__plus_02_dot_18)
        (isReceptacleObject Pan_bar__minus_00_dot_24_bar__plus_00_dot_54_bar__plus_02_dot_18)
        (objectType Potato_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__minus_00_dot_66 PotatoType)
        (inReceptacle Potato_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__minus_00_dot_66 Microwave_bar__minus_03_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_18)
        (objectAtLocation Potato_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__minus_00_dot_66 loc_bar__minus_10_bar_9_bar_3_bar_0)
        (pickupable Potato_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__minus_00_dot_66)
        (cleanable Potato_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__minus_00_dot_66)
        (heatable Potato_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__minus_00_dot_66)
        (coolable Potato_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__minus_00_dot_66)
        (sliceable Potato_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__minus_00_dot_66)
        (objectType Potato_bar__plus_00_dot_23_bar__plus_00_dot_73_bar__plus_02_dot_86 PotatoType)
        (inReceptacle Potato_bar__plus_00_dot_23_bar__plus_00_dot_73_bar__plus_02_dot_86 Sink_bar__minus_01_dot_80_bar__plus_00_dot_92_bar__plus_03_dot_66_bar_SinkBasin)
        (objectAtLocation Potato_bar__plus_00_dot_23_bar__plus_00_dot_73_bar__plus_02_dot_86 loc_bar__minus_6_bar_12_bar_0_bar_30)
        (pickupable Potato_bar__plus_00_dot_23_bar__plus_00_dot_73_bar__plus_02_dot_86)
        (cleanable Potato_bar__plus_00_dot_23_bar__plus_00_dot_73_bar__plus_02_dot_86)
        (heatable Potato_bar__plus_00_dot_23_bar__plus_00_dot_73_bar__plus_02_dot_86)
        (coolable Potato_bar__plus_00_dot_23_bar__plus_00_dot_73_bar__plus_02_dot_86)
        (sliceable Potato_bar__plus_00_dot_23_bar__plus_00_dot_73_bar__plus_02_dot_86)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 KnifeType)
                                    (receptacleType ?r DiningTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 KnifeType)
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
