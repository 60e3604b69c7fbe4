(define (problem plan_trial_T00000000_000001_000184)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        BowlType - otype
        ButterKnifeType - otype
        DishSpongeType - otype
        EggType - otype
        KnifeType - otype
        LettuceType - otype
        PepperShakerType - otype
        SpoonType - otype
        Egg_bar__minus_00_dot_01_bar__plus_00_dot_93_bar__plus_00_dot_10 - object
        Egg_bar__minus_02_dot_05_bar__plus_00_dot_87_bar__minus_02_dot_60 - object
        Egg_bar__minus_02_dot_75_bar__plus_00_dot_91_bar__minus_01_dot_43 - object
        Apple_bar__minus_01_dot_85_bar__plus_00_dot_86_bar__plus_00_dot_33 - object
        Bowl_bar__minus_01_dot_89_bar__plus_01_dot_25_bar__plus_00_dot_91 - object
        Bowl_bar__minus_00_dot_66_bar__plus_00_dot_79_bar__plus_02_dot_57 - object
        DishSponge_bar__minus_01_dot_94_bar__plus_00_dot_86_bar__minus_01_dot_70 - object
        DishSponge_bar__plus_00_dot_92_bar__plus_00_dot_25_bar__plus_00_dot_18 - object
        Knife_bar__plus_01_dot_37_bar__plus_01_dot_11_bar__minus_01_dot_35 - object
        Knife_bar__minus_00_dot_68_bar__plus_01_dot_00_bar__minus_00_dot_14 - object
        Lettuce_bar__plus_01_dot_36_bar__plus_01_dot_09_bar__plus_00_dot_42 - object
        Lettuce_bar__minus_01_dot_71_bar__plus_00_dot_76_bar__minus_00_dot_33 - object
        PepperShaker_bar__minus_00_dot_35_bar__plus_00_dot_92_bar__minus_00_dot_93 - object
        PepperShaker_bar__plus_01_dot_07_bar__plus_00_dot_03_bar__minus_01_dot_70 - object
        Spoon_bar__minus_02_dot_45_bar__plus_01_dot_38_bar__plus_00_dot_70 - object
        Spoon_bar__plus_01_dot_51_bar__plus_00_dot_73_bar__plus_00_dot_91 - object
        Cabinet_bar__minus_03_dot_04_bar__plus_00_dot_39_bar__plus_05_dot_03 - receptacle
        Cabinet_bar__minus_03_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_09 - receptacle
        Drawer_bar__minus_01_dot_86_bar__plus_00_dot_78_bar__plus_01_dot_96 - receptacle
        Drawer_bar__minus_04_dot_09_bar__plus_00_dot_78_bar__plus_04_dot_66 - receptacle
        Drawer_bar__minus_04_dot_13_bar__plus_00_dot_80_bar__plus_02_dot_50 - receptacle
        Fridge_bar__minus_00_dot_32_bar_00_dot_00_bar__plus_03_dot_60 - receptacle
        Sink_bar__minus_04_dot_19_bar__plus_00_dot_92_bar__plus_03_dot_28_bar_SinkBasin - receptacle
        loc_bar__minus_11_bar_17_bar_0_bar_30 - location
        loc_bar__minus_12_bar_12_bar_2_bar_30 - location
        loc_bar__minus_13_bar_11_bar_3_bar_30 - location
        loc_bar__minus_15_bar_14_bar_0_bar_30 - location
        loc_bar__minus_15_bar_14_bar_3_bar_30 - location
        loc_bar__minus_5_bar_15_bar_1_bar_0 - location
        loc_bar__minus_5_bar_9_bar_3_bar_30 - location
        loc_bar__minus_9_bar__minus_4_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_9_bar__minus_4_bar_1_bar_30)
        (receptacleType Cabinet_bar__minus_03_dot_04_bar__plus_00_dot_39_bar__plus_05_dot_03 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_04_bar__plus_00_dot_39_bar__plus_05_dot_03 loc_bar__minus_11_bar_17_bar_0_bar_30)
        (openable Cabinet_bar__minus_03_dot_04_bar__plus_00_dot_39_bar__plus_05_dot_03)
        (receptacleType Cabinet_bar__minus_03_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_09 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_09 loc_bar__minus_12_bar_12_bar_2_bar_30)
        (openable Cabinet_bar__minus_03_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_09)
        (receptacleType Drawer_bar__minus_01_dot_86_bar__plus_00_dot_78_bar__plus_01_dot_96 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_86_bar__plus_00_dot_78_bar__plus_01_dot_96 loc_bar__minus_5_bar_9_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_86_bar__plus_00_dot_78_bar__plus_01_dot_96)
        (receptacleType Drawer_bar__minus_04_dot_09_bar__plus_00_dot_78_bar__plus_04_dot_66 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_04_dot_09_bar__plus_00_dot_78_bar__plus_04_dot_66 loc_bar__minus_15_bar_14_bar_0_bar_30)
        (openable Drawer_bar__minus_04_dot_09_bar__plus_00_dot_78_bar__plus_04_dot_66)
        (receptacleType Drawer_bar__minus_04_dot_13_bar__plus_00_dot_80_bar__plus_02_dot_50 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_04_dot_13_bar__plus_00_dot_80_bar__plus_02_dot_50 loc_bar__minus_13_bar_11_bar_3_bar_30)
        (openable Drawer_bar__minus_04_dot_13_bar__plus_00_dot_80_bar__plus_02_dot_50)
        (receptacleType Fridge_bar__minus_00_dot_32_bar_00_dot_00_bar__plus_03_dot_60 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_32_bar_00_dot_00_bar__plus_03_dot_60 loc_bar__minus_5_bar_15_bar_1_bar_0)
        (openable Fridge_bar__minus_00_dot_32_bar_00_dot_00_bar__plus_03_dot_60)
        (receptacleType Sink_bar__minus_04_dot_19_bar__plus_00_dot_92_bar__plus_03_dot_28_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_04_dot_19_bar__plus_00_dot_92_bar__plus_03_dot_28_bar_SinkBasin loc_bar__minus_15_bar_14_bar_3_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PepperShakerType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType SpoonType)
        (objectType Egg_bar__minus_00_dot_01_bar__plus_00_dot_93_bar__plus_00_dot_10 EggType)
        (inReceptacle Egg_bar__minus_00_dot_01_bar__plus_00_dot_93_bar__plus_00_dot_10 Fridge_bar__minus_00_dot_32_bar_00_dot_00_bar__plus_03_dot_60)
        (objectAtLocation Egg_bar__minus_00_dot_01_bar__plus_00_dot_93_bar__plus_00_dot_10 loc_bar__minus_5_bar_15_bar_1_bar_0)
        (pickupable Egg_bar__minus_00_dot_01_bar__plus_00_dot_93_bar__plus_00_dot_10)
        (cleanable Egg_bar__minus_00_dot_01_bar__plus_00_dot_93_bar__plus_00_dot_10)
        (heatable Egg_bar__minus_00_dot_01_bar__plus_00_dot_93_bar__plus_00_dot_10)
        (coolable Egg_bar__minus_00_dot_01_bar__plus_00_dot_93_bar__plus_00_dot_10)
        (sliceable Egg_bar__minus_00_dot_01_bar__plus_00_dot_93_bar__plus_00_dot_10)
        (objectType Egg_bar__minus_02_dot_05_bar__plus_00_dot_87_bar__minus_02_dot_60 EggType)
        (inReceptacle Egg_bar__minus_02_dot_05_bar__plus_00_dot_87_bar__minus_02_dot_60 Fridge_bar__minus_00_dot_32_bar_00_dot_00_bar__plus_03_dot_60)
        (objectAtLocation Egg_bar__minus_02_dot_05_bar__plus_00_dot_87_bar__minus_02_dot_60 loc_bar__minus_5_bar_15_bar_1_bar_0)
        (pickupable Egg_bar__minus_02_dot_05_bar__plus_00_dot_87_bar__minus_02_dot_60)
        (cleanable Egg_bar__minus_02_dot_05_bar__plus_00_dot_87_bar__minus_02_dot_60)
        (heatable Egg_bar__minus_02_dot_05_bar__plus_00_dot_87_bar__minus_02_dot_60)
        (coolable Egg_bar__minus_02_dot_05_bar__plus_00_dot_87_bar__minus_02_dot_60)
        (sliceable Egg_bar__minus_02_dot_05_bar__plus_00_dot_87_bar__minus_02_dot_60)
        (objectType Egg_bar__minus_02_dot_75_bar__plus_00_dot_91_bar__minus_01_dot_43 EggType)
        (inReceptacle Egg_bar__minus_02_dot_75_bar__plus_00_dot_91_bar__minus_01_dot_43 Fridge_bar__minus_00_dot_32_bar_00_dot_00_bar__plus_03_dot_60)
        (objectAtLocation Egg_bar__minus_02_dot_75_bar__plus_00_dot_91_bar__minus_01_dot_43 loc_bar__minus_5_bar_15_bar_1_bar_0)
        (pickupable Egg_bar__minus_02_dot_75_bar__plus_00_dot_91_bar__minus_01_dot_43)
        (cleanable Egg_bar__minus_02_dot_75_bar__plus_00_dot_91_bar__minus_01_dot_43)
        (heatable Egg_bar__minus_02_dot_75_bar__plus_00_dot_91_bar__minus_01_dot_43)
        (coolable Egg_bar__minus_02_dot_75_bar__plus_00_dot_91_bar__minus_01_dot_43)
        (sliceable Egg_bar__minus_02_dot_75_bar__plus_00_dot_91_bar__minus_01_dot_43)
        (objectType Apple_bar__minus_01_dot_85_bar__plus_00_dot_86_bar__plus_00_dot_33 AppleType)
        (inReceptacle Apple_bar__minus_01_dot_85_bar__plus_00_dot_86_bar__plus_00_dot_33 Fridge_bar__minus_00_dot_32_bar_00_dot_00_bar__plus_03_dot_60)
        (objectAtLocation Apple_bar__minus_01_dot_85_bar__plus_00_dot_86_bar__plus_00_dot_33 loc_bar__minus_5_bar_15_bar_1_bar_0)
        (pickupable Apple_bar__minus_01_dot_85_bar__plus_00_dot_86_bar__plus_00_dot_33)
        (cleanable Apple_bar__minus_01_dot_85_bar__plus_00_dot_86_bar__plus_00_dot_33)
        (heatable Apple_bar__minus_01_dot_85_bar__plus_00_dot_86_bar__plus_00_dot_33)
        (coolable Apple_bar__minus_01_dot_85_bar__plus_00_dot_86_bar__plus_00_dot_33)
        (sliceable Apple_bar__minus_01_dot_85_bar__plus_00_dot_86_bar__plus_00_dot_33)
        (objectType Bowl_bar__minus_01_dot_89_bar__plus_01_dot_25_bar__plus_00_dot_91 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_89_bar__plus_01_dot_25_bar__plus_00_dot_91 Cabinet_bar__minus_03_dot_04_bar__plus_00_dot_39_bar__plus_05_dot_03)
        (objectAtLocation Bowl_bar__minus_01_dot_89_bar__plus_01_dot_25_bar__plus_00_dot_91 loc_bar__minus_11_bar_17_bar_0_bar_30)
        (pickupable Bowl_bar__minus_01_dot_89_bar__plus_01_dot_25_bar__plus_00_dot_91)
        (cleanable Bowl_bar__minus_01_dot_89_bar__plus_01_dot_25_bar__plus_00_dot_91)
        (coolable Bowl_bar__minus_01_dot_89_bar__plus_01_dot_25_bar__plus_00_dot_91)
        (isReceptacleObject Bowl_bar__minus_01_dot_89_bar__plus_01_dot_25_bar__plus_00_dot_91)
        (objectType Bowl_bar__minus_00_dot_66_bar__plus_00_dot_79_bar__plus_02_dot_57 BowlType)
        (inReceptacle Bowl_bar__minus_00_dot_66_bar__plus_00_dot_79_bar__plus_02_dot_57 Fridge_bar__minus_00_dot_32_bar_00_dot_00_bar__plus_03_dot_60)
        (objectAtLocation Bowl_bar__minus_00_dot_66_bar__plus_00_dot_79_bar__plus_02_dot_57 loc_bar__minus_5_bar_15_bar_1_bar_0)
        (pickupable Bowl_bar__minus_00_dot_66_bar__plus_00_dot_79_bar__plus_02_dot_57)
        (cleanable Bowl_bar__minus_00_dot_66_bar__plus_00_dot_79_bar__plus_02_dot_57)
        (coolable Bowl_bar__minus_00_dot_66_bar__plus_00_dot_79_bar__plus_02_dot_57)
        (isReceptacleObject Bowl_bar__minus_00_dot_66_bar__plus_00_dot_79_bar__plus_02_dot_57)
        (objectType DishSponge_bar__minus_01_dot_94_bar__plus_00_dot_86_bar__minus_01_dot_70 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_01_dot_94_bar__plus_00_dot_86_bar__minus_01_dot_70 Cabinet_bar__minus_03_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_09)
        (objectAtLocation DishSponge_bar__minus_01_dot_94_bar__plus_00_dot_86_bar__minus_01_dot_70 loc_bar__minus_12_bar_12_bar_2_bar_30)
        (pickupable DishSponge_bar__minus_01_dot_94_bar__plus_00_dot_86_bar__minus_01_dot_70)
        (cleanable DishSponge_bar__minus_01_dot_94_bar__plus_00_dot_86_bar__minus_01_dot_70)
        (objectType DishSponge_bar__plus_00_dot_92_bar__plus_00_dot_25_bar__plus_00_dot_18 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_00_dot_92_bar__plus_00_dot_25_bar__plus_00_dot_18 Drawer_bar__minus_04_dot_13_bar__plus_00_dot_80_bar__plus_02_dot_50)
        (objectAtLocation DishSponge_bar__plus_00_dot_92_bar__plus_00_dot_25_bar__plus_00_dot_18 loc_bar__minus_13_bar_11_bar_3_bar_30)
        (pickupable DishSponge_bar__plus_00_dot_92_bar__plus_00_dot_25_bar__plus_00_dot_18)
        (cleanable DishSponge_bar__plus_00_dot_92_bar__plus_00_dot_25_bar__plus_00_dot_18)
        (objectType Knife_bar__plus_01_dot_37_bar__plus_01_dot_11_bar__minus_01_dot_35 KnifeType)
        (inReceptacle Knife_bar__plus_01_dot_37_bar__plus_01_dot_11_bar__minus_01_dot_35 Drawer_bar__minus_04_dot_09_bar__plus_00_dot_78_bar__plus_04_dot_66)
        (objectAtLocation Knife_bar__plus_01_dot_37_bar__plus_01_dot_11_bar__minus_01_dot_35 loc_bar__minus_15_bar_14_bar_0_bar_30)
        (pickupable Knife_bar__plus_01_dot_37_bar__plus_01_dot_11_bar__minus_01_dot_35)
        (cleanable Knife_bar__plus_01_dot_37_bar__plus_01_dot_11_bar__minus_01_dot_35)
        (objectType Knife_bar__minus_00_dot_68_bar__plus_01_dot_00_bar__minus_00_dot_14 KnifeType)
        (inReceptacle Knife_bar__minus_00_dot_68_bar__plus_01_dot_00_bar__minus_00_dot_14 Drawer_bar__minus_01_dot_86_bar__plus_00_dot_78_bar__plus_01_dot_96)
        (objectAtLocation Knife_bar__minus_00_dot_68_bar__plus_01_dot_00_bar__minus_00_dot_14 loc_bar__minus_5_bar_9_bar_3_bar_30)
        (pickupable Knife_bar__minus_00_dot_68_bar__plus_01_dot_00_bar__minus_00_dot_14)
        (cleanable Knife_bar__minus_00_dot_68_bar__plus_01_dot_00_bar__minus_00_dot_14)
        (objectType Lettuce_bar__plus_01_dot_36_bar__plus_01_dot_09_bar__plus_00_dot_42 LettuceType)
        (inReceptacle Lettuce_bar__plus_01_dot_36_bar__plus_01_dot_09_bar__plus_00_dot_42 Fridge_bar__minus_00_dot_32_bar_00_dot_00_bar__plus_03_dot_60)
        (objectAtLocation Lettuce_bar__plus_01_dot_36_bar__plus_01_dot_09_bar__plus_00_dot_42 loc_bar__minus_5_bar_15_bar_1_bar_0)
        (pickupable Lettuce_bar__plus_01_dot_36_bar__plus_01_dot_09_bar__plus_00_dot_42)
        (cleanable Lettuce_bar__plus_01_dot_36_bar__plus_01_dot_09_bar__plus_00_dot_42)
        (coolable Lettuce_bar__plus_01_dot_36_bar__plus_01_dot_09_bar__plus_00_dot_42)
        (sliceable Lettuce_bar__plus_01_dot_36_bar__plus_01_dot_09_bar__plus_00_dot_42)
        (objectType Lettuce_bar__minus_01_dot_71_bar__plus_00_dot_76_bar__minus_00_dot_33 LettuceType)
        (inReceptacle Lettuce_bar__minus_01_dot_71_bar__plus_00_dot_76_bar__minus_00_dot_33 Fridge_bar__minus_00_dot_32_bar_00_dot_00_bar__plus_03_dot_60)
        (objectAtLocation Lettuce_bar__minus_01_dot_71_bar__plus_00_dot_76_bar__minus_00_dot_33 loc_bar__minus_5_bar_15_bar_1_bar_0)
        (pickupable Lettuce_bar__minus_01_dot_71_bar__plus_00_dot_76_bar__minus_00_dot_33)
        (cleanable Lettuce_bar__minus_01_dot_71_bar__plus_00_dot_76_bar__minus_00_dot_33)
        (coolable Lettuce_bar__minus_01_dot_71_bar__plus_00_dot_76_bar__minus_00_dot_33)
        (sliceable Lettuce_bar__minus_01_dot_71_bar__plus_00_dot_76_bar__minus_00_dot_33)
        (objectType PepperShaker_bar__minus_00_dot_35_bar__plus_00_dot_92_bar__minus_00_dot_93 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_00_dot_35_bar__plus_00_dot_92_bar__minus_00_dot_93 Cabinet_bar__minus_03_dot_04_bar__plus_00_dot_39_bar__plus_05_dot_03)
        (objectAtLocation PepperShaker_bar__minus_00_dot_35_bar__plus_00_dot_92_bar__minus_00_dot_93 loc_bar__minus_11_bar_17_bar_0_bar_30)
        (pickupable PepperShaker_bar__minus_00_dot_35_bar__plus_00_dot_92_bar__minus_00_dot_93)
        (objectType PepperShaker_bar__plus_01_dot_07_bar__plus_00_dot_03_bar__minus_01_dot_70 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_01_dot_07_bar__plus_00_dot_03_bar__minus_01_dot_70 Drawer_bar__minus_04_dot_09_bar__plus_00_dot_78_bar__plus_04_dot_66)
        (objectAtLocation PepperShaker_bar__plus_01_dot_07_bar__plus_00_dot_03_bar__minus_01_dot_70 loc_bar__minus_15_bar_14_bar_0_bar_30)
        (pickupable PepperShaker_bar__plus_01_dot_07_bar__plus_00_dot_03_bar__minus_01_dot_70)
        (objectType Spoon_bar__minus_02_dot_45_bar__plus_01_dot_38_bar__plus_00_dot_70 SpoonType)
        (inReceptacle Spoon_bar__minus_02_dot_45_bar__plus_01_dot_38_bar__plus_00_dot_70 Drawer_bar__minus_04_dot_09_bar__plus_00_dot_78_bar__plus_04_dot_66)
        (objectAtLocation Spoon_bar__minus_02_dot_45_bar__plus_01_dot_38_bar__plus_00_dot_70 loc_bar__minus_15_bar_14_bar_0_bar_30)
        (pickupable Spoon_bar__minus_02_dot_45_bar__plus_01_dot_38_bar__plus_00_dot_70)
        (cleanable Spoon_bar__minus_02_dot_45_bar__plus_01_dot_38_bar__plus_00_dot_70)
        (objectType Spoon_bar__plus_01_dot_51_bar__plus_00_dot_73_bar__plus_00_dot_91 SpoonType)
        (inReceptacle Spoon_bar__plus_01_dot_51_bar__plus_00_dot_73_bar__plus_00_dot_91 Drawer_bar__minus_01_dot_86_bar__plus_00_dot_78_bar__plus_01_dot_96)
        (objectAtLocation Spoon_bar__plus_01_dot_51_bar__plus_00_dot_73_bar__plus_00_dot_91 loc_bar__minus_5_bar_9_bar_3_bar_30)
        (pickupable Spoon_bar__plus_01_dot_51_bar__plus_00_dot_73_bar__plus_00_dot_91)
        (cleanable Spoon_bar__plus_01_dot_51_bar__plus_00_dot_73_bar__plus_00_dot_91)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r SinkBasinType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
