(define (problem plan_trial_T00000000_000001_000031)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        ButterKnifeType - otype
        DishSpongeType - otype
        EggType - otype
        KnifeType - otype
        LettuceType - otype
        TomatoType - otype
        Apple_bar__plus_01_dot_28_bar__plus_01_dot_13_bar__minus_02_dot_40 - object
        DishSponge_bar__minus_02_dot_45_bar__plus_00_dot_50_bar__minus_01_dot_72 - object
        DishSponge_bar__plus_01_dot_38_bar__plus_01_dot_34_bar__minus_00_dot_90 - object
        Egg_bar__minus_00_dot_62_bar__plus_00_dot_82_bar__minus_01_dot_00 - object
        Egg_bar__plus_00_dot_13_bar__plus_01_dot_25_bar__minus_00_dot_14 - object
        Lettuce_bar__minus_00_dot_16_bar__plus_00_dot_06_bar__plus_00_dot_15 - object
        Tomato_bar__minus_02_dot_47_bar__plus_00_dot_78_bar__plus_01_dot_68 - object
        Cabinet_bar__minus_01_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_56 - receptacle
        Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_39_bar__plus_00_dot_56 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_58 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_02_bar__plus_01_dot_72 - receptacle
        Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67 - receptacle
        Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_82 - receptacle
        Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_00_dot_42 - receptacle
        Drawer_bar__minus_01_dot_13_bar__plus_00_dot_71_bar__plus_00_dot_42 - receptacle
        Drawer_bar__minus_02_dot_59_bar__plus_00_dot_70_bar__plus_01_dot_51 - receptacle
        Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22 - receptacle
        Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35 - receptacle
        loc_bar__minus_4_bar_12_bar_0_bar_30 - location
        loc_bar__minus_4_bar_6_bar_2_bar_30 - location
        loc_bar__minus_5_bar_4_bar_1_bar_30 - location
        loc_bar__minus_5_bar_5_bar_2_bar_30 - location
        loc_bar__minus_6_bar_4_bar_3_bar_30 - location
        loc_bar__minus_6_bar_5_bar_2_bar_30 - location
        loc_bar__minus_6_bar_6_bar_2_bar_30 - location
        loc_bar__minus_7_bar_7_bar_3_bar_30 - location
        loc_bar__minus_7_bar_7_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_9_bar_3_bar_30 - location
        loc_bar__minus_7_bar_9_bar_3_bar__minus_30 - location
        loc_bar__minus_8_bar_4_bar_3_bar_0 - location
        loc_bar__minus_8_bar_5_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_4_bar_12_bar_0_bar_30)
        (receptacleType Cabinet_bar__minus_01_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_56 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_56 loc_bar__minus_4_bar_6_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_56)
        (receptacleType Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_39_bar__plus_00_dot_56 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_39_bar__plus_00_dot_56 loc_bar__minus_6_bar_6_bar_2_bar_30)
        (openable Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_39_bar__plus_00_dot_56)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_58 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_58 loc_bar__minus_7_bar_9_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_58)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_02_bar__plus_01_dot_72 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_02_bar__plus_01_dot_72 loc_bar__minus_7_bar_7_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_02_bar__plus_01_dot_72)
        (receptacleType Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67 loc_bar__minus_6_bar_4_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67)
        (receptacleType Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_82 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_82 loc_bar__minus_8_bar_4_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_82)
        (receptacleType Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25 loc_bar__minus_5_bar_4_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_00_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_00_dot_42 loc_bar__minus_5_bar_5_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_00_dot_42)
        (receptacleType Drawer_bar__minus_01_dot_13_bar__plus_00_dot_71_bar__plus_00_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_13_bar__plus_00_dot_71_bar__plus_00_dot_42 loc_bar__minus_6_bar_5_bar_2_bar_30)
        (openable Drawer_bar__minus_01_dot_13_bar__plus_00_dot_71_bar__plus_00_dot_42)
        (receptacleType Drawer_bar__minus_02_dot_59_bar__plus_00_dot_70_bar__plus_01_dot_51 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_59_bar__plus_00_dot_70_bar__plus_01_dot_51 loc_bar__minus_7_bar_7_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_59_bar__plus_00_dot_70_bar__plus_01_dot_51)
        (receptacleType Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (openable Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22)
        (receptacleType Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35 loc_bar__minus_8_bar_5_bar_3_bar_30)
        (openable Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35)
        (canContain CabinetType DishSpongeType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType AppleType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType TomatoType)
        (objectType Apple_bar__plus_01_dot_28_bar__plus_01_dot_13_bar__minus_02_dot_40 AppleType)
        (inReceptacle Apple_bar__plus_01_dot_28_bar__plus_01_dot_13_bar__minus_02_dot_40 Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35)
        (objectAtLocation Apple_bar__plus_01_dot_28_bar__plus_01_dot_13_bar__minus_02_dot_40 loc_bar__minus_8_bar_5_bar_3_bar_30)
        (pickupable Apple_bar__plus_01_dot_28_bar__plus_01_dot_13_bar__minus_02_dot_40)
        (cleanable Apple_bar__plus_01_dot_28_bar__plus_01_dot_13_bar__minus_02_dot_40)
        (heatable Apple_bar__plus_01_dot_28_bar__plus_01_dot_13_bar__minus_02_dot_40)
        (coolable Apple_bar__plus_01_dot_28_bar__plus_01_dot_13_bar__minus_02_dot_40)
        (sliceable Apple_bar__plus_01_dot_28_bar__plus_01_dot_13_bar__minus_02_dot_40)
        (objectType DishSponge_bar__minus_02_dot_45_bar__plus_00_dot_50_bar__minus_01_dot_72 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_45_bar__plus_00_dot_50_bar__minus_01_dot_72 Drawer_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_00_dot_42)
        (objectAtLocation DishSponge_bar__minus_02_dot_45_bar__plus_00_dot_50_bar__minus_01_dot_72 loc_bar__minus_5_bar_5_bar_2_bar_30)
        (pickupable DishSponge_bar__minus_02_dot_45_bar__plus_00_dot_50_bar__minus_01_dot_72)
        (cleanable DishSponge_bar__minus_02_dot_45_bar__plus_00_dot_50_bar__minus_01_dot_72)
        (objectType DishSponge_bar__plus_01_dot_38_bar__plus_01_dot_34_bar__minus_00_dot_90 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_01_dot_38_bar__plus_01_dot_34_bar__minus_00_dot_90 Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_39_bar__plus_00_dot_56)
        (objectAtLocation DishSponge_bar__plus_01_dot_38_bar__plus_01_dot_34_bar__minus_00_dot_90 loc_bar__minus_6_bar_6_bar_2_bar_30)
        (pickupable DishSponge_bar__plus_01_dot_38_bar__plus_01_dot_34_bar__minus_00_dot_90)
        (cleanable DishSponge_bar__plus_01_dot_38_bar__plus_01_dot_34_bar__minus_00_dot_90)
        (objectType Egg_bar__minus_00_dot_62_bar__plus_00_dot_82_bar__minus_01_dot_00 EggType)
        (inReceptacle Egg_bar__minus_00_dot_62_bar__plus_00_dot_82_bar__minus_01_dot_00 Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35)
        (objectAtLocation Egg_bar__minus_00_dot_62_bar__plus_00_dot_82_bar__minus_01_dot_00 loc_bar__minus_8_bar_5_bar_3_bar_30)
        (pickupable Egg_bar__minus_00_dot_62_bar__plus_00_dot_82_bar__minus_01_dot_00)
        (cleanable Egg_bar__minus_00_dot_62_bar__plus_00_dot_82_bar__minus_01_dot_00)
        (heatable Egg_bar__minus_00_dot_62_bar__plus_00_dot_82_bar__minus_01_dot_00)
        (coolable Egg_bar__minus_00_dot_62_bar__plus_00_dot_82_bar__minus_01_dot_00)
        (sliceable Egg_bar__minus_00_dot_62_bar__plus_00_dot_82_bar__minus_01_dot_00)
        (objectType Egg_bar__plus_00_dot_13_bar__plus_01_dot_25_bar__minus_00_dot_14 EggType)
        (inReceptacle Egg_bar__plus_00_dot_13_bar__plus_01_dot_25_bar__minus_00_dot_14 Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35)
        (objectAtLocation Egg_bar__plus_00_dot_13_bar__plus_01_dot_25_bar__minus_00_dot_14 loc_bar__minus_8_bar_5_bar_3_bar_30)
        (pickupable Egg_bar__plus_00_dot_13_bar__plus_01_dot_25_bar__minus_00_dot_14)
        (cleanable Egg_bar__plus_00_dot_13_bar__plus_01_dot_25_bar__minus_00_dot_14)
        (heatable Egg_bar__plus_00_dot_13_bar__plus_01_dot_25_bar__minus_00_dot_14)
        (coolable Egg_bar__plus_00_dot_13_bar__plus_01_dot_25_bar__minus_00_dot_14)
        (sliceable Egg_bar__plus_00_dot_13_bar__plus_01_dot_25_bar__minus_00_dot_14)
        (objectType Lettuce_bar__minus_00_dot_16_bar__plus_00_dot_06_bar__plus_00_dot_15 LettuceType)
        (inReceptacle Lettuce_bar__minus_00_dot_16_bar__plus_00_dot_06_bar__plus_00_dot_15 Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22)
        (objectAtLocation Lettuce_bar__minus_00_dot_16_bar__plus_00_dot_06_bar__plus_00_dot_15 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (pickupable Lettuce_bar__minus_00_dot_16_bar__plus_00_dot_06_bar__plus_00_dot_15)
        (cleanable Lettuce_bar__minus_00_dot_16_bar__plus_00_dot_06_bar__plus_00_dot_15)
        (coolable Lettuce_bar__minus_00_dot_16_bar__plus_00_dot_06_bar__plus_00_dot_15)
        (sliceable Lettuce_bar__minus_00_dot_16_bar__plus_00_dot_06_bar__plus_00_dot_15)
        (objectType Tomato_bar__minus_02_dot_47_bar__plus_00_dot_78_bar__plus_01_dot_68 TomatoType)
        (inReceptacle Tomato_bar__minus_02_dot_47_bar__plus_00_dot_78_bar__plus_01_dot_68 Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22)
        (objectAtLocation Tomato_bar__minus_02_dot_47_bar__plus_00_dot_78_bar__plus_01_dot_68 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (pickupable Tomato_bar__minus_02_dot_47_bar__plus_00_dot_78_bar__plus_01_dot_68)
        (cleanable Tomato_bar__minus_02_dot_47_bar__plus_00_dot_78_bar__plus_01_dot_68)
        (heatable Tomato_bar__minus_02_dot_47_bar__plus_00_dot_78_bar__plus_01_dot_68)
        (coolable Tomato_bar__minus_02_dot_47_bar__plus_00_dot_78_bar__plus_01_dot_68)
        (sliceable Tomato_bar__minus_02_dot_47_bar__plus_00_dot_78_bar__plus_01_dot_68)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o AppleType)
                            (receptacleType ?r FridgeType)
                        )
                    )
                )
            )
        )
    )
