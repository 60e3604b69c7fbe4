(define (problem plan_trial_T00000000_000001_000141)
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
        DishSpongeType - otype
        EggType - otype
        ForkType - otype
        KnifeType - otype
        LettuceType - otype
        MugType - otype
        PepperShakerType - otype
        SpoonType - otype
        WineBottleType - otype
        Egg_bar__plus_00_dot_09_bar__plus_00_dot_64_bar__plus_01_dot_16 - object
        Egg_bar__minus_01_dot_52_bar__plus_00_dot_90_bar__minus_02_dot_64 - object
        DishSponge_bar__minus_02_dot_79_bar__plus_00_dot_67_bar__minus_02_dot_58 - object
        DishSponge_bar__minus_02_dot_95_bar__plus_01_dot_44_bar__plus_00_dot_26 - object
        Fork_bar__minus_00_dot_70_bar__plus_00_dot_86_bar__minus_01_dot_91 - object
        Knife_bar__minus_00_dot_74_bar__plus_00_dot_83_bar__minus_00_dot_82 - object
        Knife_bar__minus_01_dot_73_bar__plus_00_dot_58_bar__minus_00_dot_29 - object
        Lettuce_bar__minus_02_dot_79_bar__plus_00_dot_84_bar__minus_00_dot_54 - object
        Mug_bar__minus_01_dot_64_bar__plus_00_dot_99_bar__minus_02_dot_75 - object
        Mug_bar__plus_01_dot_16_bar__plus_00_dot_35_bar__minus_01_dot_23 - object
        PepperShaker_bar__minus_00_dot_79_bar__plus_01_dot_19_bar__minus_00_dot_13 - object
        Spoon_bar__plus_00_dot_15_bar__plus_01_dot_38_bar__plus_02_dot_65 - object
        WineBottle_bar__minus_00_dot_10_bar__plus_00_dot_48_bar__plus_01_dot_40 - object
        Cabinet_bar__minus_01_dot_42_bar__plus_00_dot_39_bar__plus_03_dot_46 - receptacle
        Cabinet_bar__minus_02_dot_99_bar__plus_00_dot_39_bar__plus_01_dot_04 - receptacle
        Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_01_dot_72 - receptacle
        Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_02_dot_65 - receptacle
        CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_01_dot_36 - receptacle
        CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_03_dot_34 - receptacle
        DiningTable_bar__minus_01_dot_35_bar__plus_00_dot_01_bar__plus_00_dot_33 - receptacle
        Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_01_dot_36 - receptacle
        Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_03_dot_30 - receptacle
        Fridge_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_04_dot_00 - receptacle
        Microwave_bar__minus_03_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_18 - receptacle
        Sink_bar__minus_01_dot_80_bar__plus_00_dot_92_bar__plus_03_dot_66_bar_SinkBasin - receptacle
        loc_bar__minus_10_bar_9_bar_3_bar_0 - location
        loc_bar__minus_10_bar_9_bar_3_bar__minus_30 - location
        loc_bar__minus_11_bar_11_bar_3_bar__minus_30 - location
        loc_bar__minus_11_bar_12_bar_0_bar_30 - location
        loc_bar__minus_11_bar_6_bar_3_bar_30 - location
        loc_bar__minus_1_bar_11_bar_0_bar_30 - location
        loc_bar__minus_2_bar_12_bar_0_bar_30 - location
        loc_bar__minus_2_bar_2_bar_3_bar_30 - location
        loc_bar__minus_6_bar_12_bar_0_bar_30 - location
        loc_bar__minus_8_bar_10_bar_0_bar_30 - location
        loc_bar__minus_8_bar_7_bar_3_bar_30 - location
        loc_bar__minus_9_bar_12_bar_3_bar_30 - location
        loc_bar__minus_9_bar_6_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_1_bar_11_bar_0_bar_30)
        (receptacleType Cabinet_bar__minus_01_dot_42_bar__plus_00_dot_39_bar__plus_03_dot_46 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_42_bar__plus_00_dot_39_bar__plus_03_dot_46 loc_bar__minus_8_bar_10_bar_0_bar_30)
        (openable Cabinet_bar__minus_01_dot_42_bar__plus_00_dot_39_bar__plus_03_dot_46)
        (receptacleType Cabinet_bar__minus_02_dot_99_bar__plus_00_dot_39_bar__plus_01_dot_04 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_99_bar__plus_00_dot_39_bar__plus_01_dot_04 loc_bar__minus_8_bar_7_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_99_bar__plus_00_dot_39_bar__plus_01_dot_04)
        (receptacleType Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_01_dot_72 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_01_dot_72 loc_bar__minus_10_bar_9_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_01_dot_72)
        (receptacleType Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_02_dot_65 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_02_dot_65 loc_bar__minus_11_bar_11_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_02_dot_65)
        (receptacleType CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_01_dot_36 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_01_dot_36 loc_bar__minus_11_bar_6_bar_3_bar_30)
        (receptacleType CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_03_dot_34 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_03_dot_34 loc_bar__minus_11_bar_12_bar_0_bar_30)
        (receptacleType DiningTable_bar__minus_01_dot_35_bar__plus_00_dot_01_bar__plus_00_dot_33 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_35_bar__plus_00_dot_01_bar__plus_00_dot_33 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_01_dot_36 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_01_dot_36 loc_bar__minus_9_bar_6_bar_3_bar_30)
        (openable Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_01_dot_36)
        (receptacleType Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_03_dot_30 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_03_dot_30 loc_bar__minus_9_bar_12_bar_3_bar_30)
        (openable Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_03_dot_30)
        (receptacleType Fridge_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_04_dot_00 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_04_dot_00 loc_bar__minus_2_bar_12_bar_0_bar_30)
        (openable Fridge_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_04_dot_00)
        (receptacleType Microwave_bar__minus_03_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_18 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_03_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_18 loc_bar__minus_10_bar_9_bar_3_bar_0)
        (openable Microwave_bar__minus_03_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_18)
        (receptacleType Sink_bar__minus_01_dot_80_bar__plus_00_dot_92_bar__plus_03_dot_66_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_80_bar__plus_00_dot_92_bar__plus_03_dot_66_bar_SinkBasin loc_bar__minus_6_bar_12_bar_0_bar_30)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType MugType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType WineBottleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType WineBottleType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType SpoonType)
        (canContain DiningTableType WineBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType WineBottleType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType SpoonType)
        (objectType Egg_bar__plus_00_dot_09_bar__plus_00_dot_64_bar__plus_01_dot_16 EggType)
        (inReceptacle Egg_bar__plus_00_dot_09_bar__plus_00_dot_64_bar__plus_01_dot_16 DiningTable_bar__minus_01_dot_35_bar__plus_00_dot_01_bar__plus_00_dot_33)
        (objectAtLocation Egg_bar__plus_00_dot_09_bar__plus_00_dot_64_bar__plus_01_dot_16 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (pickupable Egg_bar__plus_00_dot_09_bar__plus_00_dot_64_bar__plus_01_dot_16)
        (cleanable Egg_bar__plus_00_dot_09_bar__plus_00_dot_64_bar__plus_01_dot_16)
        (heatable Egg_bar__plus_00_dot_09_bar__plus_00_dot_64_bar__plus_01_dot_16)
        (coolable Egg_bar__plus_00_dot_09_bar__plus_00_dot_64_bar__plus_01_dot_16)
        (sliceable Egg_bar__plus_00_dot_09_bar__plus_00_dot_64_bar__plus_01_dot_16)
        (objectType Egg_bar__minus_01_dot_52_bar__plus_00_dot_90_bar__minus_02_dot_64 EggType)
        (inReceptacle Egg_bar__minus_01_dot_52_bar__plus_00_dot_90_bar__minus_02_dot_64 CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_01_dot_36)
        (objectAtLocation Egg_bar__minus_01_dot_52_bar__plus_00_dot_90_bar__minus_02_dot_64 loc_bar__minus_11_bar_6_bar_3_bar_30)
        (pickupable Egg_bar__minus_01_dot_52_bar__plus_00_dot_90_bar__minus_02_dot_64)
        (cleanable Egg_bar__minus_01_dot_52_bar__plus_00_dot_90_bar__minus_02_dot_64)
        (heatable Egg_bar__minus_01_dot_52_bar__plus_00_dot_90_bar__minus_02_dot_64)
        (coolable Egg_bar__minus_01_dot_52_bar__plus_00_dot_90_bar__minus_02_dot_64)
        (sliceable Egg_bar__minus_01_dot_52_bar__plus_00_dot_90_bar__minus_02_dot_64)
        (objectType DishSponge_bar__minus_02_dot_79_bar__plus_00_dot_67_bar__minus_02_dot_58 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_79_bar__plus_00_dot_67_bar__minus_02_dot_58 Cabinet_bar__minus_02_dot_99_bar__plus_00_dot_39_bar__plus_01_dot_04)
        (objectAtLocation DishSponge_bar__minus_02_dot_79_bar__plus_00_dot_67_bar__minus_02_dot_58 loc_bar__minus_8_bar_7_bar_3_bar_30)
        (pickupable DishSponge_bar__minus_02_dot_79_bar__plus_00_dot_67_bar__minus_02_dot_58)
        (cleanable DishSponge_bar__minus_02_dot_79_bar__plus_00_dot_67_bar__minus_02_dot_58)
        (objectType DishSponge_bar__minus_02_dot_95_bar__plus_01_dot_44_bar__plus_00_dot_26 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_95_bar__plus_01_dot_44_bar__plus_00_dot_26 Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_01_dot_72)
        (objectAtLocation DishSponge_bar__minus_02_dot_95_bar__plus_01_dot_44_bar__plus_00_dot_26 loc_bar__minus_10_bar_9_bar_3_bar__minus_30)
        (pickupable DishSponge_bar__minus_02_dot_95_bar__plus_01_dot_44_bar__plus_00_dot_26)
        (cleanable DishSponge_bar__minus_02_dot_95_bar__plus_01_dot_44_bar__plus_00_dot_26)
        (objectType Fork_bar__minus_00_dot_70_bar__plus_00_dot_86_bar__minus_01_dot_91 ForkType)
        (inReceptacle Fork_bar__minus_00_dot_70_bar__plus_00_dot_86_bar__minus_01_dot_91 DiningTable_bar__minus_01_dot_35_bar__plus_00_dot_01_bar__plus_00_dot_33)
        (objectAtLocation Fork_bar__minus_00_dot_70_bar__plus_00_dot_86_bar__minus_01_dot_91 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (pickupable Fork_bar__minus_00_dot_70_bar__plus_00_dot_86_bar__minus_01_dot_91)
        (cleanable Fork_bar__minus_00_dot_70_bar__plus_00_dot_86_bar__minus_01_dot_91)
        (objectType Knife_bar__minus_00_dot_74_bar__plus_00_dot_83_bar__minus_00_dot_82 KnifeType)
        (inReceptacle Knife_bar__minus_00_dot_74_bar__plus_00_dot_83_bar__minus_00_dot_82 Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_03_dot_30)
        (objectAtLocation Knife_bar__minus_00_dot_74_bar__plus_00_dot_83_bar__minus_00_dot_82 loc_bar__minus_9_bar_12_bar_3_bar_30)
        (pickupable Knife_bar__minus_00_dot_74_bar__plus_00_dot_83_bar__minus_00_dot_82)
        (cleanable Knife_bar__minus_00_dot_74_bar__plus_00_dot_83_bar__minus_00_dot_82)
        (objectType Knife_bar__minus_01_dot_73_bar__plus_00_dot_58_bar__minus_00_dot_29 KnifeType)
        (inReceptacle Knife_bar__minus_01_dot_73_bar__plus_00_dot_58_bar__minus_00_dot_29 Sink_bar__minus_01_dot_80_bar__plus_00_dot_92_bar__plus_03_dot_66_bar_SinkBasin)
        (objectAtLocation Knife_bar__minus_01_dot_73_bar__plus_00_dot_58_bar__minus_00_dot_29 loc_bar__minus_6_bar_12_bar_0_bar_30)
        (pickupable Knife_bar__minus_01_dot_73_bar__plus_00_dot_58_bar__minus_00_dot_29)
        (cleanable Knife_bar__minus_01_dot_73_bar__plus_00_dot_58_bar__minus_00_dot_29)
        (objectType Lettuce_bar__minus_02_dot_79_bar__plus_00_dot_84_bar__minus_00_dot_54 LettuceType)
        (inReceptacle Lettuce_bar__minus_02_dot_79_bar__plus_00_dot_84_bar__minus_00_dot_54 DiningTable_bar__minus_01_dot_35_bar__plus_00_dot_01_bar__plus_00_dot_33)
        (objectAtLocation Lettuce_bar__minus_02_dot_79_bar__plus_00_dot_84_bar__minus_00_dot_54 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (pickupable Lettuce_bar__minus_02_dot_79_bar__plus_00_dot_84_bar__minus_00_dot_54)
        (cleanable Lettuce_bar__minus_02_dot_79_bar__plus_00_dot_84_bar__minus_00_dot_54)
        (coolable Lettuce_bar__minus_02_dot_79_bar__plus_00_dot_84_bar__minus_00_dot_54)
        (sliceable Lettuce_bar__minus_02_dot_79_bar__plus_00_dot_84_bar__minus_00_dot_54)
        (objectType Mug_bar__minus_01_dot_64_bar__plus_00_dot_99_bar__minus_02_dot_75 MugType)
        (inReceptacle Mug_bar__minus_01_dot_64_bar__plus_00_dot_99_bar__minus_02_dot_75 CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_01_dot_36)
        (objectAtLocation Mug_bar__minus_01_dot_64_bar__plus_00_dot_99_bar__minus_02_dot_75 loc_bar__minus_11_bar_6_bar_3_bar_30)
        (pickupable Mug_bar__minus_01_dot_64_bar__plus_00_dot_99_bar__minus_02_dot_75)
        (cleanable Mug_bar__minus_01_dot_64_bar__plus_00_dot_99_bar__minus_02_dot_75)
        (heatable Mug_bar__minus_01_dot_64_bar__plus_00_dot_99_bar__minus_02_dot_75)
        (coolable Mug_bar__minus_01_dot_64_bar__plus_00_dot_99_bar__minus_02_dot_75)
        (isReceptacleObject Mug_bar__minus_01_dot_64_bar__plus_00_dot_99_bar__minus_02_dot_75)
        (objectType Mug_bar__plus_01_dot_16_bar__plus_00_dot_35_bar__minus_01_dot_23 MugType)
        (inReceptacle Mug_bar__plus_01_dot_16_bar__plus_00_dot_35_bar__minus_01_dot_23 Sink_bar__minus_01_dot_80_bar__plus_00_dot_92_bar__plus_03_dot_66_bar_SinkBasin)
        (objectAtLocation Mug_bar__plus_01_dot_16_bar__plus_00_dot_35_bar__minus_01_dot_23 loc_bar__minus_6_bar_12_bar_0_bar_30)
        (pickupable Mug_bar__plus_01_dot_16_bar__plus_00_dot_35_bar__minus_01_dot_23)
        (cleanable Mug_bar__plus_01_dot_16_bar__plus_00_dot_35_bar__minus_01_dot_23)
        (heatable Mug_bar__plus_01_dot_16_bar__plus_00_dot_35_bar__minus_01_dot_23)
        (coolable Mug_bar__plus_01_dot_16_bar__plus_00_dot_35_bar__minus_01_dot_23)
        (isReceptacleObject Mug_bar__plus_01_dot_16_bar__plus_00_dot_35_bar__minus_01_dot_23)
        (objectType PepperShaker_bar__minus_00_dot_79_bar__plus_01_dot_19_bar__minus_00_dot_13 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_00_dot_79_bar__plus_01_dot_19_bar__minus_00_dot_13 Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_01_dot_36)
        (objectAtLocation PepperShaker_bar__minus_00_dot_79_bar__plus_01_dot_19_bar__minus_00_dot_13 loc_bar__minus_9_bar_6_bar_3_bar_30)
        (pickupable PepperShaker_bar__minus_00_dot_79_bar__plus_01_dot_19_bar__minus_00_dot_13)
        (objectType Spoon_bar__plus_00_dot_15_bar__plus_01_dot_38_bar__plus_02_dot_65 SpoonType)
        (inReceptacle Spoon_bar__plus_00_dot_15_bar__plus_01_dot_38_bar__plus_02_dot_65 CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_03_dot_34)
        (objectAtLocation Spoon_bar__plus_00_dot_15_bar__plus_01_dot_38_bar__plus_02_dot_65 loc_bar__minus_11_bar_12_bar_0_bar_30)
        (pickupable Spoon_bar__plus_00_dot_15_bar__plus_01_dot_38_bar__plus_02_dot_65)
        (cleanable Spoon_bar__plus_00_dot_15_bar__plus_01_dot_38_bar__plus_02_dot_65)
        (objectType WineBottle_bar__minus_00_dot_10_bar__plus_00_dot_48_bar__plus_01_dot_40 WineBottleType)
        (inReceptacle WineBottle_bar__minus_00_dot_10_bar__plus_00_dot_48_bar__plus_01_dot_40 CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_01_dot_36)
        (objectAtLocation WineBottle_bar__minus_00_dot_10_bar__plus_00_dot_48_bar__plus_01_dot_40 loc_bar__minus_11_bar_6_bar_3_bar_30)
        (pickupable WineBottle_bar__minus_00_dot_10_bar__plus_00_dot_48_bar__plus_01_dot_40)
        (coolable WineBottle_bar__minus_00_dot_10_bar__plus_00_dot_48_bar__plus_01_dot_40)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
