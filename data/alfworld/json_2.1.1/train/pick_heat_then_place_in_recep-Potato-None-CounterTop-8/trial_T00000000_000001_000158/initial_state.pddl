(define (problem plan_trial_T00000000_000001_000158)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BowlType - otype
        ButterKnifeType - otype
        CupType - otype
        DishSpongeType - otype
        GlassbottleType - otype
        KnifeType - otype
        LettuceType - otype
        MugType - otype
        PotatoType - otype
        SoapBottleType - otype
        SpoonType - otype
        Potato_bar__minus_02_dot_70_bar__plus_01_dot_04_bar__minus_00_dot_35 - object
        Bowl_bar__plus_01_dot_66_bar__plus_01_dot_24_bar__plus_02_dot_25 - object
        Bowl_bar__plus_02_dot_40_bar__plus_01_dot_21_bar__minus_01_dot_47 - object
        Cup_bar__minus_02_dot_53_bar__plus_01_dot_21_bar__minus_01_dot_15 - object
        Cup_bar__plus_02_dot_45_bar__plus_00_dot_21_bar__minus_00_dot_11 - object
        DishSponge_bar__plus_01_dot_73_bar__plus_00_dot_40_bar__plus_02_dot_05 - object
        DishSponge_bar__plus_01_dot_86_bar__plus_01_dot_32_bar__minus_01_dot_04 - object
        Glassbottle_bar__minus_02_dot_63_bar__plus_01_dot_37_bar__plus_02_dot_37 - object
        Lettuce_bar__plus_02_dot_71_bar__plus_00_dot_07_bar__minus_01_dot_66 - object
        Lettuce_bar__plus_01_dot_30_bar__plus_00_dot_99_bar__minus_01_dot_11 - object
        Mug_bar__minus_00_dot_09_bar__plus_01_dot_07_bar__minus_00_dot_01 - object
        SoapBottle_bar__plus_02_dot_24_bar__plus_01_dot_36_bar__plus_00_dot_47 - object
        SoapBottle_bar__plus_02_dot_15_bar__plus_00_dot_68_bar__minus_00_dot_66 - object
        Spoon_bar__minus_00_dot_00_bar__plus_00_dot_24_bar__minus_00_dot_49 - object
        Cabinet_bar__plus_00_dot_49_bar__plus_02_dot_06_bar__minus_01_dot_69 - receptacle
        Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_00_dot_55 - receptacle
        Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_01_dot_37 - receptacle
        Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_00_dot_34 - receptacle
        Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_39 - receptacle
        Cabinet_bar__minus_01_dot_61_bar__plus_02_dot_01_bar__minus_01_dot_69 - receptacle
        CounterTop_bar__plus_01_dot_17_bar__plus_00_dot_95_bar__minus_00_dot_65 - receptacle
        CounterTop_bar__plus_01_dot_50_bar__plus_01_dot_20_bar__minus_00_dot_66 - receptacle
        Drawer_bar__plus_00_dot_59_bar__plus_00_dot_75_bar__minus_01_dot_39 - receptacle
        Drawer_bar__minus_00_dot_38_bar__plus_00_dot_75_bar__minus_01_dot_39 - receptacle
        Fridge_bar__plus_01_dot_42_bar__plus_00_dot_00_bar__plus_02_dot_10 - receptacle
        Microwave_bar__plus_01_dot_42_bar__plus_01_dot_15_bar__plus_00_dot_02 - receptacle
        loc_bar_0_bar__minus_1_bar_1_bar_30 - location
        loc_bar_0_bar__minus_3_bar_1_bar_30 - location
        loc_bar_2_bar_0_bar_1_bar_30 - location
        loc_bar_2_bar_9_bar_1_bar_0 - location
        loc_bar_2_bar__minus_3_bar_1_bar__minus_30 - location
        loc_bar_2_bar__minus_3_bar_2_bar__minus_30 - location
        loc_bar_2_bar__minus_4_bar_1_bar_0 - location
        loc_bar_2_bar__minus_4_bar_1_bar_30 - location
        loc_bar_4_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_4_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_2_bar_0 - location
        loc_bar__minus_4_bar__minus_4_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_4_bar__minus_1_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_49_bar__plus_02_dot_06_bar__minus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_49_bar__plus_02_dot_06_bar__minus_01_dot_69 loc_bar_2_bar__minus_3_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_49_bar__plus_02_dot_06_bar__minus_01_dot_69)
        (receptacleType Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_00_dot_55 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_00_dot_55 loc_bar_0_bar__minus_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_00_dot_55)
        (receptacleType Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_01_dot_37 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_01_dot_37 loc_bar_0_bar__minus_3_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_01_dot_37)
        (receptacleType Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_00_dot_34 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_00_dot_34 loc_bar_2_bar__minus_3_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_00_dot_34)
        (receptacleType Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_39 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_39)
        (receptacleType Cabinet_bar__minus_01_dot_61_bar__plus_02_dot_01_bar__minus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_61_bar__plus_02_dot_01_bar__minus_01_dot_69 loc_bar__minus_4_bar__minus_2_bar_2_bar_0)
        (openable Cabinet_bar__minus_01_dot_61_bar__plus_02_dot_01_bar__minus_01_dot_69)
        (receptacleType CounterTop_bar__plus_01_dot_17_bar__plus_00_dot_95_bar__minus_00_dot_65 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_17_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar_2_bar__minus_4_bar_1_bar_30)
        (receptacleType CounterTop_bar__plus_01_dot_50_bar__plus_01_dot_20_bar__minus_00_dot_66 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_50_bar__plus_01_dot_20_bar__minus_00_dot_66 loc_bar_2_bar__minus_4_bar_1_bar_0)
        (receptacleType Drawer_bar__plus_00_dot_59_bar__plus_00_dot_75_bar__minus_01_dot_39 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_59_bar__plus_00_dot_75_bar__minus_01_dot_39 loc_bar__minus_1_bar__minus_4_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_59_bar__plus_00_dot_75_bar__minus_01_dot_39)
        (receptacleType Drawer_bar__minus_00_dot_38_bar__plus_00_dot_75_bar__minus_01_dot_39 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_38_bar__plus_00_dot_75_bar__minus_01_dot_39 loc_bar__minus_4_bar__minus_4_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_38_bar__plus_00_dot_75_bar__minus_01_dot_39)
        (receptacleType Fridge_bar__plus_01_dot_42_bar__plus_00_dot_00_bar__plus_02_dot_10 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_01_dot_42_bar__plus_00_dot_00_bar__plus_02_dot_10 loc_bar_2_bar_9_bar_1_bar_0)
        (openable Fridge_bar__plus_01_dot_42_bar__plus_00_dot_00_bar__plus_02_dot_10)
        (receptacleType Microwave_bar__plus_01_dot_42_bar__plus_01_dot_15_bar__plus_00_dot_02 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_42_bar__plus_01_dot_15_bar__plus_00_dot_02 loc_bar_2_bar_0_bar_1_bar_30)
        (openable Microwave_bar__plus_01_dot_42_bar__plus_01_dot_15_bar__plus_00_dot_02)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType GlassbottleType)
        (canContain CabinetType MugType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType GlassbottleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpoonType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BowlType)
        (canContain FridgeType CupType)
        (canContain FridgeType GlassbottleType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType GlassbottleType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType GlassbottleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpoonType)
        (objectType Potato_bar__minus_02_dot_70_bar__plus_01_dot_04_bar__minus_00_dot_35 PotatoType)
        (inReceptacle Potato_bar__minus_02_dot_70_bar__plus_01_dot_04_bar__minus_00_dot_35 Microwave_bar__plus_01_dot_42_bar__plus_01_dot_15_bar__plus_00_dot_02)
        (objectAtLocation Potato_bar__minus_02_dot_70_bar__plus_01_dot_04_bar__minus_00_dot_35 loc_bar_2_bar_0_bar_1_bar_30)
        (pickupable Potato_bar__minus_02_dot_70_bar__plus_01_dot_04_bar__minus_00_dot_35)
        (cleanable Potato_bar__minus_02_dot_70_bar__plus_01_dot_04_bar__minus_00_dot_35)
        (heatable Potato_bar__minus_02_dot_70_bar__plus_01_dot_04_bar__minus_00_dot_35)
        (coolable Potato_bar__minus_02_dot_70_bar__plus_01_dot_04_bar__minus_00_dot_35)
        (sliceable Potato_bar__minus_02_dot_70_bar__plus_01_dot_04_bar__minus_00_dot_35)
        (objectType Bowl_bar__plus_01_dot_66_bar__plus_01_dot_24_bar__plus_02_dot_25 BowlType)
        (inReceptacle Bowl_bar__plus_01_dot_66_bar__plus_01_dot_24_bar__plus_02_dot_25 Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_00_dot_55)
        (objectAtLocation Bowl_bar__plus_01_dot_66_bar__plus_01_dot_24_bar__plus_02_dot_25 loc_bar_0_bar__minus_1_bar_1_bar_30)
        (pickupable Bowl_bar__plus_01_dot_66_bar__plus_01_dot_24_bar__plus_02_dot_25)
        (cleanable Bowl_bar__plus_01_dot_66_bar__plus_01_dot_24_bar__plus_02_dot_25)
        (coolable Bowl_bar__plus_01_dot_66_bar__plus_01_dot_24_bar__plus_02_dot_25)
        (isReceptacleObject Bowl_bar__plus_01_dot_66_bar__plus_01_dot_24_bar__plus_02_dot_25)
        (objectType Bowl_bar__plus_02_dot_40_bar__plus_01_dot_21_bar__minus_01_dot_47 BowlType)
        (inReceptacle Bowl_bar__plus_02_dot_40_bar__plus_01_dot_21_bar__minus_01_dot_47 Microwave_bar__plus_01_dot_42_bar__plus_01_dot_15_bar__plus_00_dot_02)
        (objectAtLocation Bowl_bar__plus_02_dot_40_bar__plus_01_dot_21_bar__minus_01_dot_47 loc_bar_2_bar_0_bar_1_bar_30)
        (pickupable Bowl_bar__plus_02_dot_40_bar__plus_01_dot_21_bar__minus_01_dot_47)
        (cleanable Bowl_bar__plus_02_dot_40_bar__plus_01_dot_21_bar__minus_01_dot_47)
        (coolable Bowl_bar__plus_02_dot_40_bar__plus_01_dot_21_bar__minus_01_dot_47)
        (isReceptacleObject Bowl_bar__plus_02_dot_40_bar__plus_01_dot_21_bar__minus_01_dot_47)
        (objectType Cup_bar__minus_02_dot_53_bar__plus_01_dot_21_bar__minus_01_dot_15 CupType)
        (inReceptacle Cup_bar__minus_02_dot_53_bar__plus_01_dot_21_bar__minus_01_dot_15 Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_00_dot_55)
        (objectAtLocation Cup_bar__minus_02_dot_53_bar__plus_01_dot_21_bar__minus_01_dot_15 loc_bar_0_bar__minus_1_bar_1_bar_30)
        (pickupable Cup_bar__minus_02_dot_53_bar__plus_01_dot_21_bar__minus_01_dot_15)
        (cleanable Cup_bar__minus_02_dot_53_bar__plus_01_dot_21_bar__minus_01_dot_15)
        (heatable Cup_bar__minus_02_dot_53_bar__plus_01_dot_21_bar__minus_01_dot_15)
        (coolable Cup_bar__minus_02_dot_53_bar__plus_01_dot_21_bar__minus_01_dot_15)
        (isReceptacleObject Cup_bar__minus_02_dot_53_bar__plus_01_dot_21_bar__minus_01_dot_15)
        (objectType Cup_bar__plus_02_dot_45_bar__plus_00_dot_21_bar__minus_00_dot_11 CupType)
        (inReceptacle Cup_bar__plus_02_dot_45_bar__plus_00_dot_21_bar__minus_00_dot_11 Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_00_dot_55)
        (objectAtLocation Cup_bar__plus_02_dot_45_bar__plus_00_dot_21_bar__minus_00_dot_11 loc_bar_0_bar__minus_1_bar_1_bar_30)
        (pickupable Cup_bar__plus_02_dot_45_bar__plus_00_dot_21_bar__minus_00_dot_11)
        (cleanable Cup_bar__plus_02_dot_45_bar__plus_00_dot_21_bar__minus_00_dot_11)
        (heatable Cup_bar__plus_02_dot_45_bar__plus_00_dot_21_bar__minus_00_dot_11)
        (coolable Cup_bar__plus_02_dot_45_bar__plus_00_dot_21_bar__minus_00_dot_11)
        (isReceptacleObject Cup_bar__plus_02_dot_45_bar__plus_00_dot_21_bar__minus_00_dot_11)
        (objectType DishSponge_bar__plus_01_dot_73_bar__plus_00_dot_40_bar__plus_02_dot_05 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_01_dot_73_bar__plus_00_dot_40_bar__plus_02_dot_05 Cabinet_bar__minus_01_dot_61_bar__plus_02_dot_01_bar__minus_01_dot_69)
        (objectAtLocation DishSponge_bar__plus_01_dot_73_bar__plus_00_dot_40_bar__plus_02_dot_05 loc_bar__minus_4_bar__minus_2_bar_2_bar_0)
        (pickupable DishSponge_bar__plus_01_dot_73_bar__plus_00_dot_40_bar__plus_02_dot_05)
        (cleanable DishSponge_bar__plus_01_dot_73_bar__plus_00_dot_40_bar__plus_02_dot_05)
        (objectType DishSponge_bar__plus_01_dot_86_bar__plus_01_dot_32_bar__minus_01_dot_04 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_01_dot_86_bar__plus_01_dot_32_bar__minus_01_dot_04 Drawer_bar__plus_00_dot_59_bar__plus_00_dot_75_bar__minus_01_dot_39)
        (objectAtLocation DishSponge_bar__plus_01_dot_86_bar__plus_01_dot_32_bar__minus_01_dot_04 loc_bar__minus_1_bar__minus_4_bar_1_bar_30)
        (pickupable DishSponge_bar__plus_01_dot_86_bar__plus_01_dot_32_bar__minus_01_dot_04)
        (cleanable DishSponge_bar__plus_01_dot_86_bar__plus_01_dot_32_bar__minus_01_dot_04)
        (objectType Glassbottle_bar__minus_02_dot_63_bar__plus_01_dot_37_bar__plus_02_dot_37 GlassbottleType)
        (inReceptacle Glassbottle_bar__minus_02_dot_63_bar__plus_01_dot_37_bar__plus_02_dot_37 Fridge_bar__plus_01_dot_42_bar__plus_00_dot_00_bar__plus_02_dot_10)
        (objectAtLocation Glassbottle_bar__minus_02_dot_63_bar__plus_01_dot_37_bar__plus_02_dot_37 loc_bar_2_bar_9_bar_1_bar_0)
        (pickupable Glassbottle_bar__minus_02_dot_63_bar__plus_01_dot_37_bar__plus_02_dot_37)
        (objectType Lettuce_bar__plus_02_dot_71_bar__plus_00_dot_07_bar__minus_01_dot_66 LettuceType)
        (inReceptacle Lettuce_bar__plus_02_dot_71_bar__plus_00_dot_07_bar__minus_01_dot_66 CounterTop_bar__plus_01_dot_50_bar__plus_01_dot_20_bar__minus_00_dot_66)
        (objectAtLocation Lettuce_bar__plus_02_dot_71_bar__plus_00_dot_07_bar__minus_01_dot_66 loc_bar_2_bar__minus_4_bar_1_bar_0)
        (pickupable Lettuce_bar__plus_02_dot_71_bar__plus_00_dot_07_bar__minus_01_dot_66)
        (cleanable Lettuce_bar__plus_02_dot_71_bar__plus_00_dot_07_bar__minus_01_dot_66)
        (coolable Lettuce_bar__plus_02_dot_71_bar__plus_00_dot_07_bar__minus_01_dot_66)
        (sliceable Lettuce_bar__plus_02_dot_71_bar__plus_00_dot_07_bar__minus_01_dot_66)
        (objectType Lettuce_bar__plus_01_dot_30_bar__plus_00_dot_99_bar__minus_01_dot_11 LettuceType)
        (inReceptacle Lettuce_bar__plus_01_dot_30_bar__plus_00_dot_99_bar__minus_01_dot_11 CounterTop_bar__plus_01_dot_17_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (objectAtLocation Lettuce_bar__plus_01_dot_30_bar__plus_00_dot_99_bar__minus_01_dot_11 loc_bar_2_bar__minus_4_bar_1_bar_30)
        (pickupable Lettuce_bar__plus_01_dot_30_bar__plus_00_dot_99_bar__minus_01_dot_11)
        (cleanable Lettuce_bar__plus_01_dot_30_bar__plus_00_dot_99_bar__minus_01_dot_11)
        (coolable Lettuce_bar__plus_01_dot_30_bar__plus_00_dot_99_bar__minus_01_dot_11)
        (sliceable Lettuce_bar__plus_01_dot_30_bar__plus_00_dot_99_bar__minus_01_dot_11)
        (objectType Mug_bar__minus_00_dot_09_bar__plus_01_dot_07_bar__minus_00_dot_01 MugType)
        (inReceptacle Mug_bar__minus_00_dot_09_bar__plus_01_dot_07_bar__minus_00_dot_01 Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_01_dot_37)
        (objectAtLocation Mug_bar__minus_00_dot_09_bar__plus_01_dot_07_bar__minus_00_dot_01 loc_bar_0_bar__minus_3_bar_1_bar_30)
        (pickupable Mug_bar__minus_00_dot_09_bar__plus_01_dot_07_bar__minus_00_dot_01)
        (cleanable Mug_bar__minus_00_dot_09_bar__plus_01_dot_07_bar__minus_00_dot_01)
        (heatable Mug_bar__minus_00_dot_09_bar__plus_01_dot_07_bar__minus_00_dot_01)
        (coolable Mug_bar__minus_00_dot_09_bar__plus_01_dot_07_bar__minus_00_dot_01)
        (isReceptacleObject Mug_bar__minus_00_dot_09_bar__plus_01_dot_07_bar__minus_00_dot_01)
        (objectType SoapBottle_bar__plus_02_dot_24_bar__plus_01_dot_36_bar__plus_00_dot_47 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_24_bar__plus_01_dot_36_bar__plus_00_dot_47 Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_01_dot_37)
        (objectAtLocation SoapBottle_bar__plus_02_dot_24_bar__plus_01_dot_36_bar__plus_00_dot_47 loc_bar_0_bar__minus_3_bar_1_bar_30)
        (pickupable SoapBottle_bar__plus_02_dot_24_bar__plus_01_dot_36_bar__plus_00_dot_47)
        (objectType SoapBottle_bar__plus_02_dot_15_bar__plus_00_dot_68_bar__minus_00_dot_66 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_15_bar__plus_00_dot_68_bar__minus_00_dot_66 CounterTop_bar__plus_01_dot_50_bar__plus_01_dot_20_bar__minus_00_dot_66)
        (objectAtLocation SoapBottle_bar__plus_02_dot_15_bar__plus_00_dot_68_bar__minus_00_dot_66 loc_bar_2_bar__minus_4_bar_1_bar_0)
        (pickupable SoapBottle_bar__plus_02_dot_15_bar__plus_00_dot_68_bar__minus_00_dot_66)
        (objectType Spoon_bar__minus_00_dot_00_bar__plus_00_dot_24_bar__minus_00_dot_49 SpoonType)
        (inReceptacle Spoon_bar__minus_00_dot_00_bar__plus_00_dot_24_bar__minus_00_dot_49 CounterTop_bar__plus_01_dot_17_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (objectAtLocation Spoon_bar__minus_00_dot_00_bar__plus_00_dot_24_bar__minus_00_dot_49 loc_bar_2_bar__minus_4_bar_1_bar_30)
        (pickupable Spoon_bar__minus_00_dot_00_bar__plus_00_dot_24_bar__minus_00_dot_49)
        (cleanable Spoon_bar__minus_00_dot_00_bar__plus_00_dot_24_bar__minus_00_dot_49)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
