(define (problem plan_trial_T00000000_000003_000022)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        DishSpongeType - otype
        EggType - otype
        KnifeType - otype
        LadleType - otype
        MugType - otype
        PanType - otype
        PlateType - otype
        PotatoType - otype
        Mug_bar__plus_01_dot_47_bar__plus_00_dot_89_bar__minus_01_dot_64 - object
        Mug_bar__plus_00_dot_03_bar__plus_00_dot_93_bar__minus_00_dot_07 - object
        DishSponge_bar__minus_01_dot_89_bar__plus_01_dot_21_bar__minus_01_dot_65 - object
        Egg_bar__minus_00_dot_53_bar__plus_01_dot_32_bar__minus_02_dot_84 - object
        Ladle_bar__minus_00_dot_25_bar__plus_00_dot_36_bar__minus_01_dot_81 - object
        Ladle_bar__minus_02_dot_21_bar__plus_00_dot_07_bar__plus_00_dot_45 - object
        Pan_bar__minus_01_dot_52_bar__plus_01_dot_47_bar__plus_02_dot_06 - object
        Pan_bar__minus_01_dot_84_bar__plus_01_dot_45_bar__plus_00_dot_34 - object
        Plate_bar__plus_02_dot_38_bar__plus_00_dot_70_bar__plus_02_dot_07 - object
        Potato_bar__plus_01_dot_71_bar__plus_00_dot_20_bar__minus_00_dot_99 - object
        Cabinet_bar__plus_00_dot_12_bar__plus_02_dot_27_bar__minus_02_dot_00 - receptacle
        Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00 - receptacle
        Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03 - receptacle
        Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_01_dot_67 - receptacle
        Cabinet_bar__minus_01_dot_10_bar__plus_02_dot_02_bar__minus_02_dot_00 - receptacle
        Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_01_dot_42 - receptacle
        Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54 - receptacle
        Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35 - receptacle
        loc_bar_0_bar__minus_4_bar_3_bar_30 - location
        loc_bar_1_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_3_bar_1_bar_30 - location
        loc_bar_4_bar__minus_5_bar_1_bar_30 - location
        loc_bar_4_bar__minus_5_bar_1_bar__minus_30 - location
        loc_bar_4_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar__minus_2_bar__minus_4_bar_3_bar__minus_30 - location
        loc_bar__minus_2_bar__minus_5_bar_2_bar__minus_30 - location
        )
(:init
        (atLocation agent1 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_12_bar__plus_02_dot_27_bar__minus_02_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_12_bar__plus_02_dot_27_bar__minus_02_dot_00 loc_bar_1_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_12_bar__plus_02_dot_27_bar__minus_02_dot_00)
        (receptacleType Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00 loc_bar_4_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (receptacleType Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03 loc_bar_4_bar__minus_5_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03)
        (receptacleType Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_01_dot_67 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_01_dot_67 loc_bar_0_bar__minus_4_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_01_dot_67)
        (receptacleType Cabinet_bar__minus_01_dot_10_bar__plus_02_dot_02_bar__minus_02_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_10_bar__plus_02_dot_02_bar__minus_02_dot_00 loc_bar__minus_2_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_10_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (receptacleType Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_01_dot_42 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_01_dot_42 loc_bar__minus_2_bar__minus_4_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_01_dot_42)
        (receptacleType Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (openable Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54)
        (receptacleType Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35 loc_bar_4_bar__minus_5_bar_1_bar_30)
        (openable Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType LadleType)
        (canContain CabinetType MugType)
        (canContain CabinetType PanType)
        (canContain CabinetType PlateType)
        (canContain FridgeType EggType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotatoType)
        (objectType Mug_bar__plus_01_dot_47_bar__plus_00_dot_89_bar__minus_01_dot_64 MugType)
        (inReceptacle Mug_bar__plus_01_dot_47_bar__plus_00_dot_89_bar__minus_01_dot_64 Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35)
        (objectAtLocation Mug_bar__plus_01_dot_47_bar__plus_00_dot_89_bar__minus_01_dot_64 loc_bar_4_bar__minus_5_bar_1_bar_30)
        (pickupable Mug_bar__plus_01_dot_47_bar__plus_00_dot_89_bar__minus_01_dot_64)
        (cleanable Mug_bar__plus_01_dot_47_bar__plus_00_dot_89_bar__minus_01_dot_64)
        (heatable Mug_bar__plus_01_dot_47_bar__plus_00_dot_89_bar__minus_01_dot_64)
        (coolable Mug_bar__plus_01_dot_47_bar__plus_00_dot_89_bar__minus_01_dot_64)
        (isReceptacleObject Mug_bar__plus_01_dot_47_bar__plus_00_dot_89_bar__minus_01_dot_64)
        (objectType Mug_bar__plus_00_dot_03_bar__plus_00_dot_93_bar__minus_00_dot_07 MugType)
        (inReceptacle Mug_bar__plus_00_dot_03_bar__plus_00_dot_93_bar__minus_00_dot_07 Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54)
        (objectAtLocation Mug_bar__plus_00_dot_03_bar__plus_00_dot_93_bar__minus_00_dot_07 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (pickupable Mug_bar__plus_00_dot_03_bar__plus_00_dot_93_bar__minus_00_dot_07)
        (cleanable Mug_bar__plus_00_dot_03_bar__plus_00_dot_93_bar__minus_00_dot_07)
        (heatable Mug_bar__plus_00_dot_03_bar__plus_00_dot_93_bar__minus_00_dot_07)
        (coolable Mug_bar__plus_00_dot_03_bar__plus_00_dot_93_bar__minus_00_dot_07)
        (isReceptacleObject Mug_bar__plus_00_dot_03_bar__plus_00_dot_93_bar__minus_00_dot_07)
        (objectType DishSponge_bar__minus_01_dot_89_bar__plus_01_dot_21_bar__minus_01_dot_65 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_01_dot_89_bar__plus_01_dot_21_bar__minus_01_dot_65 Cabinet_bar__minus_01_dot_10_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (objectAtLocation DishSponge_bar__minus_01_dot_89_bar__plus_01_dot_21_bar__minus_01_dot_65 loc_bar__minus_2_bar__minus_5_bar_2_bar__minus_30)
        (pickupable DishSponge_bar__minus_01_dot_89_bar__plus_01_dot_21_bar__minus_01_dot_65)
        (cleanable DishSponge_bar__minus_01_dot_89_bar__plus_01_dot_21_bar__minus_01_dot_65)
        (objectType Egg_bar__minus_00_dot_53_bar__plus_01_dot_32_bar__minus_02_dot_84 EggType)
        (inReceptacle Egg_bar__minus_00_dot_53_bar__plus_01_dot_32_bar__minus_02_dot_84 Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54)
        (objectAtLocation Egg_bar__minus_00_dot_53_bar__plus_01_dot_32_bar__minus_02_dot_84 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (pickupable Egg_bar__minus_00_dot_53_bar__plus_01_dot_32_bar__minus_02_dot_84)
        (cleanable Egg_bar__minus_00_dot_53_bar__plus_01_dot_32_bar__minus_02_dot_84)
        (heatable Egg_bar__minus_00_dot_53_bar__plus_01_dot_32_bar__minus_02_dot_84)
        (coolable Egg_bar__minus_00_dot_53_bar__plus_01_dot_32_bar__minus_02_dot_84)
        (sliceable Egg_bar__minus_00_dot_53_bar__plus_01_dot_32_bar__minus_02_dot_84)
        (objectType Ladle_bar__minus_00_dot_25_bar__plus_00_dot_36_bar__minus_01_dot_81 LadleType)
        (inReceptacle Ladle_bar__minus_00_dot_25_bar__plus_00_dot_36_bar__minus_01_dot_81 Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (objectAtLocation Ladle_bar__minus_00_dot_25_bar__plus_00_dot_36_bar__minus_01_dot_81 loc_bar_4_bar__minus_5_bar_2_bar__minus_30)
        (pickupable Ladle_bar__minus_00_dot_25_bar__plus_00_dot_36_bar__minus_01_dot_81)
        (cleanable Ladle_bar__minus_00_dot_25_bar__plus_00_dot_36_bar__minus_01_dot_81)
        (objectType Ladle_bar__minus_02_dot_21_bar__plus_00_dot_07_bar__plus_00_dot_45 LadleType)
        (inReceptacle Ladle_bar__minus_02_dot_21_bar__plus_00_dot_07_bar__plus_00_dot_45 Cabinet_bar__minus_01_dot_10_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (objectAtLocation Ladle_bar__minus_02_dot_21_bar__plus_00_dot_07_bar__plus_00_dot_45 loc_bar__minus_2_bar__minus_5_bar_2_bar__minus_30)
        (pickupable Ladle_bar__minus_02_dot_21_bar__plus_00_dot_07_bar__plus_00_dot_45)
        (cleanable Ladle_bar__minus_02_dot_21_bar__plus_00_dot_07_bar__plus_00_dot_45)
        (objectType Pan_bar__minus_01_dot_52_bar__plus_01_dot_47_bar__plus_02_dot_06 PanType)
        (inReceptacle Pan_bar__minus_01_dot_52_bar__plus_01_dot_47_bar__plus_02_dot_06 Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03)
        (objectAtLocation Pan_bar__minus_01_dot_52_bar__plus_01_dot_47_bar__plus_02_dot_06 loc_bar_4_bar__minus_5_bar_1_bar__minus_30)
        (pickupable Pan_bar__minus_01_dot_52_bar__plus_01_dot_47_bar__plus_02_dot_06)
        (cleanable Pan_bar__minus_01_dot_52_bar__plus_01_dot_47_bar__plus_02_dot_06)
        (coolable Pan_bar__minus_01_dot_52_bar__plus_01_dot_47_bar__plus_02_dot_06)
        (isReceptacleObject Pan_bar__minus_01_dot_52_bar__plus_01_dot_47_bar__plus_02_dot_06)
        (objectType Pan_bar__minus_01_dot_84_bar__plus_01_dot_45_bar__plus_00_dot_34 PanType)
        (inReceptacle Pan_bar__minus_01_dot_84_bar__plus_01_dot_45_bar__plus_00_dot_34 Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_01_dot_67)
        (objectAtLocation Pan_bar__minus_01_dot_84_bar__plus_01_dot_45_bar__plus_00_dot_34 loc_bar_0_bar__minus_4_bar_3_bar_30)
        (pickupable Pan_bar__minus_01_dot_84_bar__plus_01_dot_45_bar__plus_00_dot_34)
        (cleanable Pan_bar__minus_01_dot_84_bar__plus_01_dot_45_bar__plus_00_dot_34)
        (coolable Pan_bar__minus_01_dot_84_bar__plus_01_dot_45_bar__plus_00_dot_34)
        (isReceptacleObject Pan_bar__minus_01_dot_84_bar__plus_01_dot_45_bar__plus_00_dot_34)
        (objectType Plate_bar__plus_02_dot_38_bar__plus_00_dot_70_bar__plus_02_dot_07 PlateType)
        (inReceptacle Plate_bar__plus_02_dot_38_bar__plus_00_dot_70_bar__plus_02_dot_07 Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54)
        (objectAtLocation Plate_bar__plus_02_dot_38_bar__plus_00_dot_70_bar__plus_02_dot_07 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (pickupable Plate_bar__plus_02_dot_38_bar__plus_00_dot_70_bar__plus_02_dot_07)
        (cleanable Plate_bar__plus_02_dot_38_bar__plus_00_dot_70_bar__plus_02_dot_07)
        (heatable Plate_bar__plus_02_dot_38_bar__plus_00_dot_70_bar__plus_02_dot_07)
        (coolable Plate_bar__plus_02_dot_38_bar__plus_00_dot_70_bar__plus_02_dot_07)
        (isReceptacleObject Plate_bar__plus_02_dot_38_bar__plus_00_dot_70_bar__plus_02_dot_07)
        (objectType Potato_bar__plus_01_dot_71_bar__plus_00_dot_20_bar__minus_00_dot_99 PotatoType)
        (inReceptacle Potato_bar__plus_01_dot_71_bar__plus_00_dot_20_bar__minus_00_dot_99 Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35)
        (objectAtLocation Potato_bar__plus_01_dot_71_bar__plus_00_dot_20_bar__minus_00_dot_99 loc_bar_4_bar__minus_5_bar_1_bar_30)
        (pickupable Potato_bar__plus_01_dot_71_bar__plus_00_dot_20_bar__minus_00_dot_99)
        (cleanable Potato_bar__plus_01_dot_71_bar__plus_00_dot_20_bar__minus_00_dot_99)
        (heatable Potato_bar__plus_01_dot_71_bar__plus_00_dot_20_bar__minus_00_dot_99)
        (coolable Potato_bar__plus_01_dot_71_bar__plus_00_dot_20_bar__minus_00_dot_99)
        (sliceable Potato_bar__plus_01_dot_71_bar__plus_00_dot_20_bar__minus_00_dot_99)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CabinetType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
