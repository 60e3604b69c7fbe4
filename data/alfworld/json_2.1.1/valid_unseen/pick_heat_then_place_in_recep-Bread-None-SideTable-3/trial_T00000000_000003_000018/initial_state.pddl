(define (problem plan_trial_T00000000_000003_000018)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        AppleType - otype
        BreadType - otype
        ButterKnifeType - otype
        KettleType - otype
        KnifeType - otype
        MugType - otype
        PanType - otype
        SpoonType - otype
        Bread_bar__plus_00_dot_99_bar__plus_01_dot_23_bar__plus_02_dot_21 - object
        Apple_bar__plus_01_dot_13_bar__plus_00_dot_76_bar__plus_00_dot_90 - object
        Kettle_bar__plus_02_dot_69_bar__plus_00_dot_10_bar__plus_02_dot_92 - object
        Mug_bar__minus_00_dot_18_bar__plus_00_dot_42_bar__plus_00_dot_82 - object
        Pan_bar__plus_00_dot_15_bar__plus_01_dot_46_bar__plus_02_dot_01 - object
        Pan_bar__minus_02_dot_77_bar__plus_01_dot_08_bar__minus_02_dot_31 - object
        Spoon_bar__minus_02_dot_42_bar__plus_00_dot_14_bar__minus_02_dot_24 - object
        Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_78_bar__minus_02_dot_05 - receptacle
        Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_01_dot_31 - receptacle
        Drawer_bar__plus_00_dot_72_bar__plus_00_dot_59_bar__plus_00_dot_68 - receptacle
        Drawer_bar__plus_00_dot_72_bar__plus_00_dot_84_bar__plus_00_dot_68 - receptacle
        Fridge_bar__plus_01_dot_01_bar__plus_00_dot_23_bar__plus_01_dot_92 - receptacle
        GarbageCan_bar__minus_01_dot_63_bar__plus_00_dot_22_bar__plus_02_dot_19 - receptacle
        Microwave_bar__plus_01_dot_16_bar__plus_01_dot_19_bar__plus_00_dot_85 - receptacle
        SideTable_bar__plus_01_dot_02_bar__plus_01_dot_24_bar__plus_00_dot_87 - receptacle
        loc_bar_0_bar_1_bar_1_bar_30 - location
        loc_bar_0_bar_8_bar_1_bar_0 - location
        loc_bar_1_bar_3_bar_1_bar_30 - location
        loc_bar_1_bar_4_bar_1_bar_30 - location
        loc_bar__minus_10_bar__minus_5_bar_1_bar_30 - location
        loc_bar__minus_1_bar_0_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_2_bar_7_bar_3_bar_30 - location
        loc_bar__minus_4_bar_5_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_10_bar__minus_5_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_78_bar__minus_02_dot_05 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_78_bar__minus_02_dot_05 loc_bar__minus_1_bar__minus_9_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_78_bar__minus_02_dot_05)
        (receptacleType Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_01_dot_31 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_01_dot_31 loc_bar__minus_2_bar_7_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_01_dot_31)
        (receptacleType Drawer_bar__plus_00_dot_72_bar__plus_00_dot_59_bar__plus_00_dot_68 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_72_bar__plus_00_dot_59_bar__plus_00_dot_68 loc_bar__minus_1_bar_0_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_72_bar__plus_00_dot_59_bar__plus_00_dot_68)
        (receptacleType Drawer_bar__plus_00_dot_72_bar__plus_00_dot_84_bar__plus_00_dot_68 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_72_bar__plus_00_dot_84_bar__plus_00_dot_68 loc_bar_0_bar_1_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_72_bar__plus_00_dot_84_bar__plus_00_dot_68)
        (receptacleType Fridge_bar__plus_01_dot_01_bar__plus_00_dot_23_bar__plus_01_dot_92 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_01_dot_01_bar__plus_00_dot_23_bar__plus_01_dot_92 loc_bar_0_bar_8_bar_1_bar_0)
        (openable Fridge_bar__plus_01_dot_01_bar__plus_00_dot_23_bar__plus_01_dot_92)
        (receptacleType GarbageCan_bar__minus_01_dot_63_bar__plus_00_dot_22_bar__plus_02_dot_19 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_63_bar__plus_00_dot_22_bar__plus_02_dot_19 loc_bar__minus_4_bar_5_bar_0_bar_30)
        (receptacleType Microwave_bar__plus_01_dot_16_bar__plus_01_dot_19_bar__plus_00_dot_85 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_16_bar__plus_01_dot_19_bar__plus_00_dot_85 loc_bar_1_bar_3_bar_1_bar_30)
        (openable Microwave_bar__plus_01_dot_16_bar__plus_01_dot_19_bar__plus_00_dot_85)
        (receptacleType SideTable_bar__plus_01_dot_02_bar__plus_01_dot_24_bar__plus_00_dot_87 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_01_dot_02_bar__plus_01_dot_24_bar__plus_00_dot_87 loc_bar_1_bar_4_bar_1_bar_30)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CabinetType PanType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BreadType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType BreadType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType MugType)
        (canContain SideTableType AppleType)
        (canContain SideTableType BreadType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType KettleType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType MugType)
        (canContain SideTableType PanType)
        (canContain SideTableType SpoonType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType SpoonType)
        (objectType Bread_bar__plus_00_dot_99_bar__plus_01_dot_23_bar__plus_02_dot_21 BreadType)
        (inReceptacle Bread_bar__plus_00_dot_99_bar__plus_01_dot_23_bar__plus_02_dot_21 Microwave_bar__plus_01_dot_16_bar__plus_01_dot_19_bar__plus_00_dot_85)
        (objectAtLocation Bread_bar__plus_00_dot_99_bar__plus_01_dot_23_bar__plus_02_dot_21 loc_bar_1_bar_3_bar_1_bar_30)
        (pickupable Bread_bar__plus_00_dot_99_bar__plus_01_dot_23_bar__plus_02_dot_21)
        (heatable Bread_bar__plus_00_dot_99_bar__plus_01_dot_23_bar__plus_02_dot_21)
        (coolable Bread_bar__plus_00_dot_99_bar__plus_01_dot_23_bar__plus_02_dot_21)
        (sliceable Bread_bar__plus_00_dot_99_bar__plus_01_dot_23_bar__plus_02_dot_21)
        (objectType Apple_bar__plus_01_dot_13_bar__plus_00_dot_76_bar__plus_00_dot_90 AppleType)
        (inReceptacle Apple_bar__plus_01_dot_13_bar__plus_00_dot_76_bar__plus_00_dot_90 Microwave_bar__plus_01_dot_16_bar__plus_01_dot_19_bar__plus_00_dot_85)
        (objectAtLocation Apple_bar__plus_01_dot_13_bar__plus_00_dot_76_bar__plus_00_dot_90 loc_bar_1_bar_3_bar_1_bar_30)
        (pickupable Apple_bar__plus_01_dot_13_bar__plus_00_dot_76_bar__plus_00_dot_90)
        (cleanable Apple_bar__plus_01_dot_13_bar__plus_00_dot_76_bar__plus_00_dot_90)
        (heatable Apple_bar__plus_01_dot_13_bar__plus_00_dot_76_bar__plus_00_dot_90)
        (coolable Apple_bar__plus_01_dot_13_bar__plus_00_dot_76_bar__plus_00_dot_90)
        (sliceable Apple_bar__plus_01_dot_13_bar__plus_00_dot_76_bar__plus_00_dot_90)
        (objectType Kettle_bar__plus_02_dot_69_bar__plus_00_dot_10_bar__plus_02_dot_92 KettleType)
        (inReceptacle Kettle_bar__plus_02_dot_69_bar__plus_00_dot_10_bar__plus_02_dot_92 SideTable_bar__plus_01_dot_02_bar__plus_01_dot_24_bar__plus_00_dot_87)
        (objectAtLocation Kettle_bar__plus_02_dot_69_bar__plus_00_dot_10_bar__plus_02_dot_92 loc_bar_1_bar_4_bar_1_bar_30)
        (pickupable Kettle_bar__plus_02_dot_69_bar__plus_00_dot_10_bar__plus_02_dot_92)
        (cleanable Kettle_bar__plus_02_dot_69_bar__plus_00_dot_10_bar__plus_02_dot_92)
        (objectType Mug_bar__minus_00_dot_18_bar__plus_00_dot_42_bar__plus_00_dot_82 MugType)
        (inReceptacle Mug_bar__minus_00_dot_18_bar__plus_00_dot_42_bar__plus_00_dot_82 SideTable_bar__plus_01_dot_02_bar__plus_01_dot_24_bar__plus_00_dot_87)
        (objectAtLocation Mug_bar__minus_00_dot_18_bar__plus_00_dot_42_bar__plus_00_dot_82 loc_bar_1_bar_4_bar_1_bar_30)
        (pickupable Mug_bar__minus_00_dot_18_bar__plus_00_dot_42_bar__plus_00_dot_82)
        (cleanable Mug_bar__minus_00_dot_18_bar__plus_00_dot_42_bar__plus_00_dot_82)
        (heatable Mug_bar__minus_00_dot_18_bar__plus_00_dot_42_bar__plus_00_dot_82)
        (coolable Mug_bar__minus_00_dot_18_bar__plus_00_dot_42_bar__plus_00_dot_82)
        (isReceptacleObject Mug_bar__minus_00_dot_18_bar__plus_00_dot_42_bar__plus_00_dot_82)
        (objectType Pan_bar__plus_00_dot_15_bar__plus_01_dot_46_bar__plus_02_dot_01 PanType)
        (inReceptacle Pan_bar__plus_00_dot_15_bar__plus_01_dot_46_bar__plus_02_dot_01 SideTable_bar__plus_01_dot_02_bar__plus_01_dot_24_bar__plus_00_dot_87)
        (objectAtLocation Pan_bar__plus_00_dot_15_bar__plus_01_dot_46_bar__plus_02_dot_01 loc_bar_1_bar_4_bar_1_bar_30)
        (pickupable Pan_bar__plus_00_dot_15_bar__plus_01_dot_46_bar__plus_02_dot_01)
        (cleanable Pan_bar__plus_00_dot_15_bar__plus_01_dot_46_bar__plus_02_dot_01)
        (coolable Pan_bar__plus_00_dot_15_bar__plus_01_dot_46_bar__plus_02_dot_01)
        (isReceptacleObject Pan_bar__plus_00_dot_15_bar__plus_01_dot_46_bar__plus_02_dot_01)
        (objectType Pan_bar__minus_02_dot_77_bar__plus_01_dot_08_bar__minus_02_dot_31 PanType)
        (inReceptacle Pan_bar__minus_02_dot_77_bar__plus_01_dot_08_bar__minus_02_dot_31 SideTable_bar__plus_01_dot_02_bar__plus_01_dot_24_bar__plus_00_dot_87)
        (objectAtLocation Pan_bar__minus_02_dot_77_bar__plus_01_dot_08_bar__minus_02_dot_31 loc_bar_1_bar_4_bar_1_bar_30)
        (pickupable Pan_bar__minus_02_dot_77_bar__plus_01_dot_08_bar__minus_02_dot_31)
        (cleanable Pan_bar__minus_02_dot_77_bar__plus_01_dot_08_bar__minus_02_dot_31)
        (coolable Pan_bar__minus_02_dot_77_bar__plus_01_dot_08_bar__minus_02_dot_31)
        (isReceptacleObject Pan_bar__minus_02_dot_77_bar__plus_01_dot_08_bar__minus_02_dot_31)
        (objectType Spoon_bar__minus_02_dot_42_bar__plus_00_dot_14_bar__minus_02_dot_24 SpoonType)
        (inReceptacle Spoon_bar__minus_02_dot_42_bar__plus_00_dot_14_bar__minus_02_dot_24 SideTable_bar__plus_01_dot_02_bar__plus_01_dot_24_bar__plus_00_dot_87)
        (objectAtLocation Spoon_bar__minus_02_dot_42_bar__plus_00_dot_14_bar__minus_02_dot_24 loc_bar_1_bar_4_bar_1_bar_30)
        (pickupable Spoon_bar__minus_02_dot_42_bar__plus_00_dot_14_bar__minus_02_dot_24)
        (cleanable Spoon_bar__minus_02_dot_42_bar__plus_00_dot_14_bar__minus_02_dot_24)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r SideTableType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
