(define (problem plan_trial_T00000000_000002_000023)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BreadType - otype
        ButterKnifeType - otype
        CupType - otype
        DishSpongeType - otype
        KettleType - otype
        KnifeType - otype
        MugType - otype
        PanType - otype
        SpatulaType - otype
        Cup_bar__plus_00_dot_41_bar__plus_00_dot_16_bar__minus_01_dot_51 - object
        Cup_bar__minus_00_dot_20_bar__plus_00_dot_96_bar__plus_02_dot_79 - object
        Bread_bar__minus_00_dot_01_bar__plus_01_dot_18_bar__plus_02_dot_99 - object
        DishSponge_bar__minus_00_dot_26_bar__plus_00_dot_74_bar__plus_02_dot_41 - object
        Kettle_bar__plus_02_dot_11_bar__plus_01_dot_27_bar__minus_00_dot_94 - object
        Knife_bar__plus_01_dot_37_bar__plus_01_dot_41_bar__plus_02_dot_15 - object
        Knife_bar__plus_00_dot_59_bar__plus_01_dot_07_bar__plus_02_dot_88 - object
        Mug_bar__plus_00_dot_53_bar__plus_00_dot_40_bar__plus_02_dot_42 - object
        Mug_bar__minus_00_dot_95_bar__plus_01_dot_48_bar__plus_00_dot_92 - object
        Pan_bar__plus_00_dot_05_bar__plus_01_dot_06_bar__minus_01_dot_31 - object
        Spatula_bar__minus_01_dot_20_bar__plus_00_dot_14_bar__plus_00_dot_18 - object
        Spatula_bar__minus_00_dot_09_bar__plus_00_dot_22_bar__plus_02_dot_07 - object
        Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43 - receptacle
        Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 - receptacle
        Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_04_dot_89 - receptacle
        DiningTable_bar__minus_00_dot_16_bar__plus_00_dot_67_bar__plus_06_dot_47 - receptacle
        Drawer_bar__plus_01_dot_28_bar__plus_00_dot_81_bar__plus_04_dot_72 - receptacle
        Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 - receptacle
        loc_bar_1_bar_20_bar_1_bar_30 - location
        loc_bar_3_bar_18_bar_1_bar__minus_30 - location
        loc_bar_3_bar_26_bar_3_bar_30 - location
        loc_bar_3_bar_4_bar_2_bar__minus_30 - location
        loc_bar_3_bar_5_bar_1_bar__minus_30 - location
        loc_bar_4_bar_22_bar_1_bar_0 - location
        loc_bar__minus_2_bar__minus_6_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_2_bar__minus_6_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43 loc_bar_3_bar_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43)
        (receptacleType Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 loc_bar_3_bar_5_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53)
        (receptacleType Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_04_dot_89 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_04_dot_89 loc_bar_3_bar_18_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_04_dot_89)
        (receptacleType DiningTable_bar__minus_00_dot_16_bar__plus_00_dot_67_bar__plus_06_dot_47 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_16_bar__plus_00_dot_67_bar__plus_06_dot_47 loc_bar_3_bar_26_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_28_bar__plus_00_dot_81_bar__plus_04_dot_72 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_28_bar__plus_00_dot_81_bar__plus_04_dot_72 loc_bar_1_bar_20_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_28_bar__plus_00_dot_81_bar__plus_04_dot_72)
        (receptacleType Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 loc_bar_4_bar_22_bar_1_bar_0)
        (openable Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63)
        (canContain CabinetType CupType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CabinetType PanType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType SpatulaType)
        (objectType Cup_bar__plus_00_dot_41_bar__plus_00_dot_16_bar__minus_01_dot_51 CupType)
        (inReceptacle Cup_bar__plus_00_dot_41_bar__plus_00_dot_16_bar__minus_01_dot_51 Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_04_dot_89)
        (objectAtLocation Cup_bar__plus_00_dot_41_bar__plus_00_dot_16_bar__minus_01_dot_51 loc_bar_3_bar_18_bar_1_bar__minus_30)
        (pickupable Cup_bar__plus_00_dot_41_bar__plus_00_dot_16_bar__minus_01_dot_51)
        (cleanable Cup_bar__plus_00_dot_41_bar__plus_00_dot_16_bar__minus_01_dot_51)
        (heatable Cup_bar__plus_00_dot_41_bar__plus_00_dot_16_bar__minus_01_dot_51)
        (coolable Cup_bar__plus_00_dot_41_bar__plus_00_dot_16_bar__minus_01_dot_51)
        (isReceptacleObject Cup_bar__plus_00_dot_41_bar__plus_00_dot_16_bar__minus_01_dot_51)
        (objectType Cup_bar__minus_00_dot_20_bar__plus_00_dot_96_bar__plus_02_dot_79 CupType)
        (inReceptacle Cup_bar__minus_00_dot_20_bar__plus_00_dot_96_bar__plus_02_dot_79 Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_04_dot_89)
        (objectAtLocation Cup_bar__minus_00_dot_20_bar__plus_00_dot_96_bar__plus_02_dot_79 loc_bar_3_bar_18_bar_1_bar__minus_30)
        (pickupable Cup_bar__minus_00_dot_20_bar__plus_00_dot_96_bar__plus_02_dot_79)
        (cleanable Cup_bar__minus_00_dot_20_bar__plus_00_dot_96_bar__plus_02_dot_79)
        (heatable Cup_bar__minus_00_dot_20_bar__plus_00_dot_96_bar__plus_02_dot_79)
        (coolable Cup_bar__minus_00_dot_20_bar__plus_00_dot_96_bar__plus_02_dot_79)
        (isReceptacleObject Cup_bar__minus_00_dot_20_bar__plus_00_dot_96_bar__plus_02_dot_79)
        (objectType Bread_bar__minus_00_dot_01_bar__plus_01_dot_18_bar__plus_02_dot_99 BreadType)
        (inReceptacle Bread_bar__minus_00_dot_01_bar__plus_01_dot_18_bar__plus_02_dot_99 DiningTable_bar__minus_00_dot_16_bar__plus_00_dot_67_bar__plus_06_dot_47)
        (objectAtLocation Bread_bar__minus_00_dot_01_bar__plus_01_dot_18_bar__plus_02_dot_99 loc_bar_3_bar_26_bar_3_bar_30)
        (pickupable Bread_bar__minus_00_dot_01_bar__plus_01_dot_18_bar__plus_02_dot_99)
        (heatable Bread_bar__minus_00_dot_01_bar__plus_01_dot_18_bar__plus_02_dot_99)
        (coolable Bread_bar__minus_00_dot_01_bar__plus_01_dot_18_bar__plus_02_dot_99)
        (sliceable Bread_bar__minus_00_dot_01_bar__plus_01_dot_18_bar__plus_02_dot_99)
        (objectType DishSponge_bar__minus_00_dot_26_bar__plus_00_dot_74_bar__plus_02_dot_41 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_00_dot_26_bar__plus_00_dot_74_bar__plus_02_dot_41 Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_04_dot_89)
        (objectAtLocation DishSponge_bar__minus_00_dot_26_bar__plus_00_dot_74_bar__plus_02_dot_41 loc_bar_3_bar_18_bar_1_bar__minus_30)
        (pickupable DishSponge_bar__minus_00_dot_26_bar__plus_00_dot_74_bar__plus_02_dot_41)
        (cleanable DishSponge_bar__minus_00_dot_26_bar__plus_00_dot_74_bar__plus_02_dot_41)
        (objectType Kettle_bar__plus_02_dot_11_bar__plus_01_dot_27_bar__minus_00_dot_94 KettleType)
        (inReceptacle Kettle_bar__plus_02_dot_11_bar__plus_01_dot_27_bar__minus_00_dot_94 DiningTable_bar__minus_00_dot_16_bar__plus_00_dot_67_bar__plus_06_dot_47)
        (objectAtLocation Kettle_bar__plus_02_dot_11_bar__plus_01_dot_27_bar__minus_00_dot_94 loc_bar_3_bar_26_bar_3_bar_30)
        (pickupable Kettle_bar__plus_02_dot_11_bar__plus_01_dot_27_bar__minus_00_dot_94)
        (cleanable Kettle_bar__plus_02_dot_11_bar__plus_01_dot_27_bar__minus_00_dot_94)
        (objectType Knife_bar__plus_01_dot_37_bar__plus_01_dot_41_bar__plus_02_dot_15 KnifeType)
        (inReceptacle Knife_bar__plus_01_dot_37_bar__plus_01_dot_41_bar__plus_02_dot_15 DiningTable_bar__minus_00_dot_16_bar__plus_00_dot_67_bar__plus_06_dot_47)
        (objectAtLocation Knife_bar__plus_01_dot_37_bar__plus_01_dot_41_bar__plus_02_dot_15 loc_bar_3_bar_26_bar_3_bar_30)
        (pickupable Knife_bar__plus_01_dot_37_bar__plus_01_dot_41_bar__plus_02_dot_15)
        (cleanable Knife_bar__plus_01_dot_37_bar__plus_01_dot_41_bar__plus_02_dot_15)
        (objectType Knife_bar__plus_00_dot_59_bar__plus_01_dot_07_bar__plus_02_dot_88 KnifeType)
        (inReceptacle Knife_bar__plus_00_dot_59_bar__plus_01_dot_07_bar__plus_02_dot_88 DiningTable_bar__minus_00_dot_16_bar__plus_00_dot_67_bar__plus_06_dot_47)
        (objectAtLocation Knife_bar__plus_00_dot_59_bar__plus_01_dot_07_bar__plus_02_dot_88 loc_bar_3_bar_26_bar_3_bar_30)
        (pickupable Knife_bar__plus_00_dot_59_bar__plus_01_dot_07_bar__plus_02_dot_88)
        (cleanable Knife_bar__plus_00_dot_59_bar__plus_01_dot_07_bar__plus_02_dot_88)
        (objectType Mug_bar__plus_00_dot_53_bar__plus_00_dot_40_bar__plus_02_dot_42 MugType)
        (inReceptacle Mug_bar__plus_00_dot_53_bar__plus_00_dot_40_bar__plus_02_dot_42 Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43)
        (objectAtLocation Mug_bar__plus_00_dot_53_bar__plus_00_dot_40_bar__plus_02_dot_42 loc_bar_3_bar_4_bar_2_bar__minus_30)
        (pickupable Mug_bar__plus_00_dot_53_bar__plus_00_dot_40_bar__plus_02_dot_42)
        (cleanable Mug_bar__plus_00_dot_53_bar__plus_00_dot_40_bar__plus_02_dot_42)
        (heatable Mug_bar__plus_00_dot_53_bar__plus_00_dot_40_bar__plus_02_dot_42)
        (coolable Mug_bar__plus_00_dot_53_bar__plus_00_dot_40_bar__plus_02_dot_42)
        (isReceptacleObject Mug_bar__plus_00_dot_53_bar__plus_00_dot_40_bar__plus_02_dot_42)
        (objectType Mug_bar__minus_00_dot_95_bar__plus_01_dot_48_bar__plus_00_dot_92 MugType)
        (inReceptacle Mug_bar__minus_00_dot_95_bar__plus_01_dot_48_bar__plus_00_dot_92 Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53)
        (objectAtLocation Mug_bar__minus_00_dot_95_bar__plus_01_dot_48_bar__plus_00_dot_92 loc_bar_3_bar_5_bar_1_bar__minus_30)
        (pickupable Mug_bar__minus_00_dot_95_bar__plus_01_dot_48_bar__plus_00_dot_92)
        (cleanable Mug_bar__minus_00_dot_95_bar__plus_01_dot_48_bar__plus_00_dot_92)
        (heatable Mug_bar__minus_00_dot_95_bar__plus_01_dot_48_bar__plus_00_dot_92)
        (coolable Mug_bar__minus_00_dot_95_bar__plus_01_dot_48_bar__plus_00_dot_92)
        (isReceptacleObject Mug_bar__minus_00_dot_95_bar__plus_01_dot_48_bar__plus_00_dot_92)
        (objectType Pan_bar__plus_00_dot_05_bar__plus_01_dot_06_bar__minus_01_dot_31 PanType)
        (inReceptacle Pan_bar__plus_00_dot_05_bar__plus_01_dot_06_bar__minus_01_dot_31 Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_04_dot_89)
        (objectAtLocation Pan_bar__plus_00_dot_05_bar__plus_01_dot_06_bar__minus_01_dot_31 loc_bar_3_bar_18_bar_1_bar__minus_30)
        (pickupable Pan_bar__plus_00_dot_05_bar__plus_01_dot_06_bar__minus_01_dot_31)
        (cleanable Pan_bar__plus_00_dot_05_bar__plus_01_dot_06_bar__minus_01_dot_31)
        (coolable Pan_bar__plus_00_dot_05_bar__plus_01_dot_06_bar__minus_01_dot_31)
        (isReceptacleObject Pan_bar__plus_00_dot_05_bar__plus_01_dot_06_bar__minus_01_dot_31)
        (objectType Spatula_bar__minus_01_dot_20_bar__plus_00_dot_14_bar__plus_00_dot_18 SpatulaType)
        (inReceptacle Spatula_bar__minus_01_dot_20_bar__plus_00_dot_14_bar__plus_00_dot_18 DiningTable_bar__minus_00_dot_16_bar__plus_00_dot_67_bar__plus_06_dot_47)
        (objectAtLocation Spatula_bar__minus_01_dot_20_bar__plus_00_dot_14_bar__plus_00_dot_18 loc_bar_3_bar_26_bar_3_bar_30)
        (pickupable Spatula_bar__minus_01_dot_20_bar__plus_00_dot_14_bar__plus_00_dot_18)
        (cleanable Spatula_bar__minus_01_dot_20_bar__plus_00_dot_14_bar__plus_00_dot_18)
        (objectType Spatula_bar__minus_00_dot_09_bar__plus_00_dot_22_bar__plus_02_dot_07 SpatulaType)
        (inReceptacle Spatula_bar__minus_00_dot_09_bar__plus_00_dot_22_bar__plus_02_dot_07 DiningTable_bar__minus_00_dot_16_bar__plus_00_dot_67_bar__plus_06_dot_47)
        (objectAtLocation Spatula_bar__minus_00_dot_09_bar__plus_00_dot_22_bar__plus_02_dot_07 loc_bar_3_bar_26_bar_3_bar_30)
        (pickupable Spatula_bar__minus_00_dot_09_bar__plus_00_dot_22_bar__plus_02_dot_07)
        (cleanable Spatula_bar__minus_00_dot_09_bar__plus_00_dot_22_bar__plus_02_dot_07)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o CupType)
                            (receptacleType ?r DiningTableType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
