(define (problem plan_trial_T00000000_000001_000007)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        BowlType - otype
        BreadType - otype
        ButterKnifeType - otype
        DishSpongeType - otype
        ForkType - otype
        KnifeType - otype
        LadleType - otype
        PanType - otype
        SpatulaType - otype
        SpoonType - otype
        Apple_bar__plus_01_dot_27_bar__plus_00_dot_42_bar__minus_01_dot_21 - object
        Apple_bar__minus_02_dot_61_bar__plus_01_dot_27_bar__plus_02_dot_77 - object
        Bowl_bar__minus_02_dot_49_bar__plus_01_dot_45_bar__minus_00_dot_90 - object
        Bread_bar__plus_00_dot_20_bar__plus_01_dot_49_bar__minus_02_dot_16 - object
        Bread_bar__minus_00_dot_60_bar__plus_01_dot_47_bar__minus_00_dot_19 - object
        DishSponge_bar__plus_00_dot_83_bar__plus_00_dot_96_bar__minus_00_dot_68 - object
        DishSponge_bar__plus_00_dot_29_bar__plus_01_dot_31_bar__minus_00_dot_71 - object
        Fork_bar__plus_01_dot_19_bar__plus_00_dot_07_bar__plus_00_dot_90 - object
        Ladle_bar__minus_00_dot_67_bar__plus_00_dot_04_bar__plus_02_dot_08 - object
        Pan_bar__minus_00_dot_18_bar__plus_00_dot_23_bar__plus_00_dot_37 - object
        Spatula_bar__minus_00_dot_33_bar__plus_01_dot_15_bar__minus_01_dot_91 - object
        Spatula_bar__minus_00_dot_96_bar__plus_01_dot_36_bar__minus_02_dot_91 - object
        Spoon_bar__plus_00_dot_09_bar__plus_00_dot_29_bar__plus_01_dot_21 - object
        Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77 - receptacle
        Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36 - receptacle
        Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_00_dot_89 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77 - receptacle
        CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67 - receptacle
        CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58 - receptacle
        DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 - receptacle
        Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06 - receptacle
        Drawer_bar__plus_02_dot_17_bar__plus_00_dot_77_bar__plus_00_dot_58 - receptacle
        Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06 - receptacle
        Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28 - receptacle
        GarbageCan_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_80 - receptacle
        loc_bar_1_bar__minus_7_bar_1_bar_30 - location
        loc_bar_2_bar_3_bar_3_bar_30 - location
        loc_bar_3_bar_4_bar_1_bar_30 - location
        loc_bar_3_bar_5_bar_1_bar_0 - location
        loc_bar_3_bar_6_bar_0_bar_30 - location
        loc_bar_3_bar_6_bar_1_bar_0 - location
        loc_bar_3_bar_8_bar_3_bar_30 - location
        loc_bar_3_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar_3_bar_1_bar_30 - location
        loc_bar_4_bar_7_bar_3_bar_30 - location
        loc_bar_4_bar_8_bar_1_bar_30 - location
        loc_bar_5_bar_2_bar_1_bar_30 - location
        loc_bar_5_bar_7_bar_1_bar_30 - location
        loc_bar_5_bar__minus_1_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_1_bar__minus_7_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77 loc_bar_4_bar_7_bar_3_bar_30)
        (openable Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77)
        (receptacleType Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36 loc_bar_3_bar_6_bar_0_bar_30)
        (openable Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (receptacleType Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87 loc_bar_3_bar_4_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_00_dot_89 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_00_dot_89 loc_bar_3_bar_6_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_00_dot_89)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77 loc_bar_3_bar_5_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77)
        (receptacleType CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67 loc_bar_5_bar_7_bar_1_bar_30)
        (receptacleType CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58 loc_bar_5_bar_2_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 loc_bar_2_bar_3_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06 loc_bar_4_bar_8_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06)
        (receptacleType Drawer_bar__plus_02_dot_17_bar__plus_00_dot_77_bar__plus_00_dot_58 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_17_bar__plus_00_dot_77_bar__plus_00_dot_58 loc_bar_4_bar_3_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_17_bar__plus_00_dot_77_bar__plus_00_dot_58)
        (receptacleType Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06 loc_bar_3_bar_8_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06)
        (receptacleType Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28 loc_bar_5_bar__minus_1_bar_1_bar_30)
        (openable Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28)
        (receptacleType GarbageCan_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_80 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_3_bar__minus_1_bar_3_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType LadleType)
        (canContain CabinetType PanType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LadleType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LadleType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType SpatulaType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType LadleType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType PanType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType DishSpongeType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType SpoonType)
        (objectType Apple_bar__plus_01_dot_27_bar__plus_00_dot_42_bar__minus_01_dot_21 AppleType)
        (inReceptacle Apple_bar__plus_01_dot_27_bar__plus_00_dot_42_bar__minus_01_dot_21 CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58)
        (objectAtLocation Apple_bar__plus_01_dot_27_bar__plus_00_dot_42_bar__minus_01_dot_21 loc_bar_5_bar_2_bar_1_bar_30)
        (pickupable Apple_bar__plus_01_dot_27_bar__plus_00_dot_42_bar__minus_01_dot_21)
        (cleanable Apple_bar__plus_01_dot_27_bar__plus_00_dot_42_bar__minus_01_dot_21)
        (heatable Apple_bar__plus_01_dot_27_bar__plus_00_dot_42_bar__minus_01_dot_21)
        (coolable Apple_bar__plus_01_dot_27_bar__plus_00_dot_42_bar__minus_01_dot_21)
        (sliceable Apple_bar__plus_01_dot_27_bar__plus_00_dot_42_bar__minus_01_dot_21)
        (objectType Apple_bar__minus_02_dot_61_bar__plus_01_dot_27_bar__plus_02_dot_77 AppleType)
        (inReceptacle Apple_bar__minus_02_dot_61_bar__plus_01_dot_27_bar__plus_02_dot_77 Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28)
        (objectAtLocation Apple_bar__minus_02_dot_61_bar__plus_01_dot_27_bar__plus_02_dot_77 loc_bar_5_bar__minus_1_bar_1_bar_30)
        (pickupable Apple_bar__minus_02_dot_61_bar__plus_01_dot_27_bar__plus_02_dot_77)
        (cleanable Apple_bar__minus_02_dot_61_bar__plus_01_dot_27_bar__plus_02_dot_77)
        (heatable Apple_bar__minus_02_dot_61_bar__plus_01_dot_27_bar__plus_02_dot_77)
        (coolable Apple_bar__minus_02_dot_61_bar__plus_01_dot_27_bar__plus_02_dot_77)
        (sliceable Apple_bar__minus_02_dot_61_bar__plus_01_dot_27_bar__plus_02_dot_77)
        (objectType Bowl_bar__minus_02_dot_49_bar__plus_01_dot_45_bar__minus_00_dot_90 BowlType)
        (inReceptacle Bowl_bar__minus_02_dot_49_bar__plus_01_dot_45_bar__minus_00_dot_90 CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67)
        (objectAtLocation Bowl_bar__minus_02_dot_49_bar__plus_01_dot_45_bar__minus_00_dot_90 loc_bar_5_bar_7_bar_1_bar_30)
        (pickupable Bowl_bar__minus_02_dot_49_bar__plus_01_dot_45_bar__minus_00_dot_90)
        (cleanable Bowl_bar__minus_02_dot_49_bar__plus_01_dot_45_bar__minus_00_dot_90)
        (coolable Bowl_bar__minus_02_dot_49_bar__plus_01_dot_45_bar__minus_00_dot_90)
        (isReceptacleObject Bowl_bar__minus_02_dot_49_bar__plus_01_dot_45_bar__minus_00_dot_90)
        (objectType Bread_bar__plus_00_dot_20_bar__plus_01_dot_49_bar__minus_02_dot_16 BreadType)
        (inReceptacle Bread_bar__plus_00_dot_20_bar__plus_01_dot_49_bar__minus_02_dot_16 GarbageCan_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (objectAtLocation Bread_bar__plus_00_dot_20_bar__plus_01_dot_49_bar__minus_02_dot_16 loc_bar_3_bar__minus_1_bar_3_bar_30)
        (pickupable Bread_bar__plus_00_dot_20_bar__plus_01_dot_49_bar__minus_02_dot_16)
        (heatable Bread_bar__plus_00_dot_20_bar__plus_01_dot_49_bar__minus_02_dot_16)
        (coolable Bread_bar__plus_00_dot_20_bar__plus_01_dot_49_bar__minus_02_dot_16)
        (sliceable Bread_bar__plus_00_dot_20_bar__plus_01_dot_49_bar__minus_02_dot_16)
        (objectType Bread_bar__minus_00_dot_60_bar__plus_01_dot_47_bar__minus_00_dot_19 BreadType)
        (inReceptacle Bread_bar__minus_00_dot_60_bar__plus_01_dot_47_bar__minus_00_dot_19 GarbageCan_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (objectAtLocation Bread_bar__minus_00_dot_60_bar__plus_01_dot_47_bar__minus_00_dot_19 loc_bar_3_bar__minus_1_bar_3_bar_30)
        (pickupable Bread_bar__minus_00_dot_60_bar__plus_01_dot_47_bar__minus_00_dot_19)
        (heatable Bread_bar__minus_00_dot_60_bar__plus_01_dot_47_bar__minus_00_dot_19)
        (coolable Bread_bar__minus_00_dot_60_bar__plus_01_dot_47_bar__minus_00_dot_19)
        (sliceable Bread_bar__minus_00_dot_60_bar__plus_01_dot_47_bar__minus_00_dot_19)
        (objectType DishSponge_bar__plus_00_dot_83_bar__plus_00_dot_96_bar__minus_00_dot_68 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_00_dot_83_bar__plus_00_dot_96_bar__minus_00_dot_68 Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (objectAtLocation DishSponge_bar__plus_00_dot_83_bar__plus_00_dot_96_bar__minus_00_dot_68 loc_bar_3_bar_6_bar_0_bar_30)
        (pickupable DishSponge_bar__plus_00_dot_83_bar__plus_00_dot_96_bar__minus_00_dot_68)
        (cleanable DishSponge_bar__plus_00_dot_83_bar__plus_00_dot_96_bar__minus_00_dot_68)
        (objectType DishSponge_bar__plus_00_dot_29_bar__plus_01_dot_31_bar__minus_00_dot_71 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_00_dot_29_bar__plus_01_dot_31_bar__minus_00_dot_71 DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88)
        (objectAtLocation DishSponge_bar__plus_00_dot_29_bar__plus_01_dot_31_bar__minus_00_dot_71 loc_bar_2_bar_3_bar_3_bar_30)
        (pickupable DishSponge_bar__plus_00_dot_29_bar__plus_01_dot_31_bar__minus_00_dot_71)
        (cleanable DishSponge_bar__plus_00_dot_29_bar__plus_01_dot_31_bar__minus_00_dot_71)
        (objectType Fork_bar__plus_01_dot_19_bar__plus_00_dot_07_bar__plus_00_dot_90 ForkType)
        (inReceptacle Fork_bar__plus_01_dot_19_bar__plus_00_dot_07_bar__plus_00_dot_90 Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06)
        (objectAtLocation Fork_bar__plus_01_dot_19_bar__plus_00_dot_07_bar__plus_00_dot_90 loc_bar_4_bar_8_bar_1_bar_30)
        (pickupable Fork_bar__plus_01_dot_19_bar__plus_00_dot_07_bar__plus_00_dot_90)
        (cleanable Fork_bar__plus_01_dot_19_bar__plus_00_dot_07_bar__plus_00_dot_90)
        (objectType Ladle_bar__minus_00_dot_67_bar__plus_00_dot_04_bar__plus_02_dot_08 LadleType)
        (inReceptacle Ladle_bar__minus_00_dot_67_bar__plus_00_dot_04_bar__plus_02_dot_08 CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67)
        (objectAtLocation Ladle_bar__minus_00_dot_67_bar__plus_00_dot_04_bar__plus_02_dot_08 loc_bar_5_bar_7_bar_1_bar_30)
        (pickupable Ladle_bar__minus_00_dot_67_bar__plus_00_dot_04_bar__plus_02_dot_08)
        (cleanable Ladle_bar__minus_00_dot_67_bar__plus_00_dot_04_bar__plus_02_dot_08)
        (objectType Pan_bar__minus_00_dot_18_bar__plus_00_dot_23_bar__plus_00_dot_37 PanType)
        (inReceptacle Pan_bar__minus_00_dot_18_bar__plus_00_dot_23_bar__plus_00_dot_37 CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58)
        (objectAtLocation Pan_bar__minus_00_dot_18_bar__plus_00_dot_23_bar__plus_00_dot_37 loc_bar_5_bar_2_bar_1_bar_30)
        (pickupable Pan_bar__minus_00_dot_18_bar__plus_00_dot_23_bar__plus_00_dot_37)
        (cleanable Pan_bar__minus_00_dot_18_bar__plus_00_dot_23_bar__plus_00_dot_37)
        (coolable Pan_bar__minus_00_dot_18_bar__plus_00_dot_23_bar__plus_00_dot_37)
        (isReceptacleObject Pan_bar__minus_00_dot_18_bar__plus_00_dot_23_bar__plus_00_dot_37)
        (objectType Spatula_bar__minus_00_dot_33_bar__plus_01_dot_15_bar__minus_01_dot_91 SpatulaType)
        (inReceptacle Spatula_bar__minus_00_dot_33_bar__plus_01_dot_15_bar__minus_01_dot_91 Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06)
        (objectAtLocation Spatula_bar__minus_00_dot_33_bar__plus_01_dot_15_bar__minus_01_dot_91 loc_bar_4_bar_8_bar_1_bar_30)
        (pickupable Spatula_bar__minus_00_dot_33_bar__plus_01_dot_15_bar__minus_01_dot_91)
        (cleanable Spatula_bar__minus_00_dot_33_bar__plus_01_dot_15_bar__minus_01_dot_91)
        (objectType Spatula_bar__minus_00_dot_96_bar__plus_01_dot_36_bar__minus_02_dot_91 SpatulaType)
        (inReceptacle Spatula_bar__minus_00_dot_96_bar__plus_01_dot_36_bar__minus_02_dot_91 Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06)
        (objectAtLocation Spatula_bar__minus_00_dot_96_bar__plus_01_dot_36_bar__minus_02_dot_91 loc_bar_3_bar_8_bar_3_bar_30)
        (pickupable Spatula_bar__minus_00_dot_96_bar__plus_01_dot_36_bar__minus_02_dot_91)
        (cleanable Spatula_bar__minus_00_dot_96_bar__plus_01_dot_36_bar__minus_02_dot_91)
        (objectType Spoon_bar__plus_00_dot_09_bar__plus_00_dot_29_bar__plus_01_dot_21 SpoonType)
        (inReceptacle Spoon_bar__plus_00_dot_09_bar__plus_00_dot_29_bar__plus_01_dot_21 DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88)
        (objectAtLocation Spoon_bar__plus_00_dot_09_bar__plus_00_dot_29_bar__plus_01_dot_21 loc_bar_2_bar_3_bar_3_bar_30)
        (pickupable Spoon_bar__plus_00_dot_09_bar__plus_00_dot_29_bar__plus_01_dot_21)
        (cleanable Spoon_bar__plus_00_dot_09_bar__plus_00_dot_29_bar__plus_01_dot_21)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o AppleType)
                            (receptacleType ?r GarbageCanType)
                        )
                    )
                )
            )
        )
    )
