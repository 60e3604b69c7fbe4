(define (problem plan_trial_T00000000_000001_000237)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        ForkType - otype
        KnifeType - otype
        PotType - otype
        PotatoType - otype
        SpoonType - otype
        Potato_bar__minus_02_dot_71_bar__plus_01_dot_04_bar__minus_02_dot_43 - object
        Potato_bar__plus_02_dot_32_bar__plus_01_dot_25_bar__plus_02_dot_91 - object
        Potato_bar__minus_00_dot_71_bar__plus_00_dot_06_bar__minus_01_dot_64 - object
        Fork_bar__minus_00_dot_09_bar__plus_00_dot_94_bar__minus_03_dot_00 - object
        Fork_bar__minus_00_dot_79_bar__plus_00_dot_64_bar__minus_00_dot_70 - object
        Pot_bar__plus_00_dot_25_bar__plus_00_dot_10_bar__minus_01_dot_27 - object
        Spoon_bar__plus_00_dot_53_bar__plus_00_dot_98_bar__plus_01_dot_86 - object
        Cabinet_bar__minus_00_dot_33_bar__plus_01_dot_89_bar__minus_02_dot_51 - receptacle
        Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29 - receptacle
        Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39 - receptacle
        Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27 - receptacle
        Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29 - receptacle
        Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_01_dot_61 - receptacle
        Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_02_dot_51 - receptacle
        Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_03_dot_01 - receptacle
        Cabinet_bar__minus_01_dot_01_bar__plus_00_dot_39_bar__minus_03_dot_37 - receptacle
        CounterTop_bar__minus_01_dot_94_bar__plus_00_dot_98_bar__minus_03_dot_67 - receptacle
        DiningTable_bar__minus_03_dot_62_bar__plus_00_dot_67_bar__minus_03_dot_32 - receptacle
        Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74 - receptacle
        SideTable_bar__minus_04_dot_07_bar__plus_00_dot_73_bar__minus_00_dot_31 - receptacle
        Sink_bar__minus_00_dot_60_bar__plus_00_dot_93_bar__minus_03_dot_39_bar_SinkBasin - receptacle
        loc_bar_8_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_14_bar__minus_9_bar_2_bar_30 - location
        loc_bar__minus_15_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_4_bar__minus_12_bar_1_bar_0 - location
        loc_bar__minus_4_bar__minus_6_bar_1_bar_0 - location
        loc_bar__minus_4_bar__minus_9_bar_2_bar_0 - location
        loc_bar__minus_5_bar__minus_10_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_12_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_4_bar_1_bar_0 - location
        loc_bar__minus_6_bar__minus_6_bar_1_bar_0 - location
        loc_bar__minus_6_bar__minus_6_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_7_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_7_bar__minus_11_bar_1_bar_30 - location
        loc_bar__minus_8_bar__minus_11_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_8_bar__minus_2_bar_2_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_33_bar__plus_01_dot_89_bar__minus_02_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_33_bar__plus_01_dot_89_bar__minus_02_dot_51 loc_bar__minus_4_bar__minus_12_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_33_bar__plus_01_dot_89_bar__minus_02_dot_51)
        (receptacleType Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29 loc_bar__minus_4_bar__minus_6_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29)
        (receptacleType Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39 loc_bar__minus_6_bar__minus_4_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39)
        (receptacleType Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27 loc_bar__minus_6_bar__minus_6_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27)
        (receptacleType Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29 loc_bar__minus_4_bar__minus_9_bar_2_bar_0)
        (openable Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29)
        (receptacleType Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_01_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_01_dot_61 loc_bar__minus_6_bar__minus_6_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_01_dot_61)
        (receptacleType Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_02_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_02_dot_51 loc_bar__minus_6_bar__minus_9_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_02_dot_51)
        (receptacleType Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_03_dot_01 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_03_dot_01 loc_bar__minus_7_bar__minus_11_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_03_dot_01)
        (receptacleType Cabinet_bar__minus_01_dot_01_bar__plus_00_dot_39_bar__minus_03_dot_37 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_01_bar__plus_00_dot_39_bar__minus_03_dot_37 loc_bar__minus_7_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_01_bar__plus_00_dot_39_bar__minus_03_dot_37)
        (receptacleType CounterTop_bar__minus_01_dot_94_bar__plus_00_dot_98_bar__minus_03_dot_67 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_94_bar__plus_00_dot_98_bar__minus_03_dot_67 loc_bar__minus_6_bar__minus_12_bar_2_bar_30)
        (receptacleType DiningTable_bar__minus_03_dot_62_bar__plus_00_dot_67_bar__minus_03_dot_32 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_03_dot_62_bar__plus_00_dot_67_bar__minus_03_dot_32 loc_bar__minus_14_bar__minus_9_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74 loc_bar__minus_5_bar__minus_10_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74)
        (receptacleType SideTable_bar__minus_04_dot_07_bar__plus_00_dot_73_bar__minus_00_dot_31 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_04_dot_07_bar__plus_00_dot_73_bar__minus_00_dot_31 loc_bar__minus_15_bar__minus_5_bar_0_bar_30)
        (receptacleType Sink_bar__minus_00_dot_60_bar__plus_00_dot_93_bar__minus_03_dot_39_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_60_bar__plus_00_dot_93_bar__minus_03_dot_39_bar_SinkBasin loc_bar__minus_8_bar__minus_11_bar_1_bar_30)
        (canContain CabinetType PotType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType PotatoType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType ForkType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType PotType)
        (canContain SideTableType PotatoType)
        (canContain SideTableType SpoonType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpoonType)
        (objectType Potato_bar__minus_02_dot_71_bar__plus_01_dot_04_bar__minus_02_dot_43 PotatoType)
        (inReceptacle Potato_bar__minus_02_dot_71_bar__plus_01_dot_04_bar__minus_02_dot_43 DiningTable_bar__minus_03_dot_62_bar__plus_00_dot_67_bar__minus_03_dot_32)
        (objectAtLocation Potato_bar__minus_02_dot_71_bar__plus_01_dot_04_bar__minus_02_dot_43 loc_bar__minus_14_bar__minus_9_bar_2_bar_30)
        (pickupable Potato_bar__minus_02_dot_71_bar__plus_01_dot_04_bar__minus_02_dot_43)
        (cleanable Potato_bar__minus_02_dot_71_bar__plus_01_dot_04_bar__minus_02_dot_43)
        (heatable Potato_bar__minus_02_dot_71_bar__plus_01_dot_04_bar__minus_02_dot_43)
        (coolable Potato_bar__minus_02_dot_71_bar__plus_01_dot_04_bar__minus_02_dot_43)
        (sliceable Potato_bar__minus_02_dot_71_bar__plus_01_dot_04_bar__minus_02_dot_43)
        (objectType Potato_bar__plus_02_dot_32_bar__plus_01_dot_25_bar__plus_02_dot_91 PotatoType)
        (inReceptacle Potato_bar__plus_02_dot_32_bar__plus_01_dot_25_bar__plus_02_dot_91 DiningTable_bar__minus_03_dot_62_bar__plus_00_dot_67_bar__minus_03_dot_32)
        (objectAtLocation Potato_bar__plus_02_dot_32_bar__plus_01_dot_25_bar__plus_02_dot_91 loc_bar__minus_14_bar__minus_9_bar_2_bar_30)
        (pickupable Potato_bar__plus_02_dot_32_bar__plus_01_dot_25_bar__plus_02_dot_91)
        (cleanable Potato_bar__plus_02_dot_32_bar__plus_01_dot_25_bar__plus_02_dot_91)
        (heatable Potato_bar__plus_02_dot_32_bar__plus_01_dot_25_bar__plus_02_dot_91)
        (coolable Potato_bar__plus_02_dot_32_bar__plus_01_dot_25_bar__plus_02_dot_91)
        (sliceable Potato_bar__plus_02_dot_32_bar__plus_01_dot_25_bar__plus_02_dot_91)
        (objectType Potato_bar__minus_00_dot_71_bar__plus_00_dot_06_bar__minus_01_dot_64 PotatoType)
        (inReceptacle Potato_bar__minus_00_dot_71_bar__plus_00_dot_06_bar__minus_01_dot_64 Sink_bar__minus_00_dot_60_bar__plus_00_dot_93_bar__minus_03_dot_39_bar_SinkBasin)
        (objectAtLocation Potato_bar__minus_00_dot_71_bar__plus_00_dot_06_bar__minus_01_dot_64 loc_bar__minus_8_bar__minus_11_bar_1_bar_30)
        (pickupable Potato_bar__minus_00_dot_71_bar__plus_00_dot_06_bar__minus_01_dot_64)
        (cleanable Potato_bar__minus_00_dot_71_bar__plus_00_dot_06_bar__minus_01_dot_64)
        (heatable Potato_bar__minus_00_dot_71_bar__plus_00_dot_06_bar__minus_01_dot_64)
        (coolable Potato_bar__minus_00_dot_71_bar__plus_00_dot_06_bar__minus_01_dot_64)
        (sliceable Potato_bar__minus_00_dot_71_bar__plus_00_dot_06_bar__minus_01_dot_64)
        (objectType Fork_bar__minus_00_dot_09_bar__plus_00_dot_94_bar__minus_03_dot_00 ForkType)
        (inReceptacle Fork_bar__minus_00_dot_09_bar__plus_00_dot_94_bar__minus_03_dot_00 Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74)
        (objectAtLocation Fork_bar__minus_00_dot_09_bar__plus_00_dot_94_bar__minus_03_dot_00 loc_bar__minus_5_bar__minus_10_bar_1_bar_30)
        (pickupable Fork_bar__minus_00_dot_09_bar__plus_00_dot_94_bar__minus_03_dot_00)
        (cleanable Fork_bar__minus_00_dot_09_bar__plus_00_dot_94_bar__minus_03_dot_00)
        (objectType Fork_bar__minus_00_dot_79_bar__plus_00_dot_64_bar__minus_00_dot_70 ForkType)
        (inReceptacle Fork_bar__minus_00_dot_79_bar__plus_00_dot_64_bar__minus_00_dot_70 Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74)
        (objectAtLocation Fork_bar__minus_00_dot_79_bar__plus_00_dot_64_bar__minus_00_dot_70 loc_bar__minus_5_bar__minus_10_bar_1_bar_30)
        (pickupable Fork_bar__minus_00_dot_79_bar__plus_00_dot_64_bar__minus_00_dot_70)
        (cleanable Fork_bar__minus_00_dot_79_bar__plus_00_dot_64_bar__minus_00_dot_70)
        (objectType Pot_bar__plus_00_dot_25_bar__plus_00_dot_10_bar__minus_01_dot_27 PotType)
        (inReceptacle Pot_bar__plus_00_dot_25_bar__plus_00_dot_10_bar__minus_01_dot_27 Cabinet_bar__minus_00_dot_33_bar__plus_01_dot_89_bar__minus_02_dot_51)
        (objectAtLocation Pot_bar__plus_00_dot_25_bar__plus_00_dot_10_bar__minus_01_dot_27 loc_bar__minus_4_bar__minus_12_bar_1_bar_0)
        (pickupable Pot_bar__plus_00_dot_25_bar__plus_00_dot_10_bar__minus_01_dot_27)
        (cleanable Pot_bar__plus_00_dot_25_bar__plus_00_dot_10_bar__minus_01_dot_27)
        (coolable Pot_bar__plus_00_dot_25_bar__plus_00_dot_10_bar__minus_01_dot_27)
        (isReceptacleObject Pot_bar__plus_00_dot_25_bar__plus_00_dot_10_bar__minus_01_dot_27)
        (objectType Spoon_bar__plus_00_dot_53_bar__plus_00_dot_98_bar__plus_01_dot_86 SpoonType)
        (inReceptacle Spoon_bar__plus_00_dot_53_bar__plus_00_dot_98_bar__plus_01_dot_86 CounterTop_bar__minus_01_dot_94_bar__plus_00_dot_98_bar__minus_03_dot_67)
        (objectAtLocation Spoon_bar__plus_00_dot_53_bar__plus_00_dot_98_bar__plus_01_dot_86 loc_bar__minus_6_bar__minus_12_bar_2_bar_30)
        (pickupable Spoon_bar__plus_00_dot_53_bar__plus_00_dot_98_bar__plus_01_dot_86)
        (cleanable Spoon_bar__plus_00_dot_53_bar__plus_00_dot_98_bar__plus_01_dot_86)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 PotatoType)
                                    (receptacleType ?r SideTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 PotatoType)
                                            (receptacleType ?r SideTableType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
