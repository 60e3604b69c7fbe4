(define (problem plan_trial_T00000000_000002_000024)
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
        BreadType - otype
        ButterKnifeType - otype
        CupType - otype
        DishSpongeType - otype
        ForkType - otype
        KnifeType - otype
        LettuceType - otype
        MugType - otype
        SaltShakerType - otype
        Bread_bar__minus_00_dot_10_bar__plus_00_dot_84_bar__plus_02_dot_81 - object
        Bread_bar__minus_01_dot_64_bar__plus_01_dot_37_bar__minus_02_dot_07 - object
        Bread_bar__minus_00_dot_43_bar__plus_00_dot_96_bar__plus_01_dot_31 - object
        Cup_bar__minus_02_dot_92_bar__plus_01_dot_21_bar__plus_01_dot_65 - object
        DishSponge_bar__minus_01_dot_92_bar__plus_00_dot_97_bar__plus_00_dot_09 - object
        Fork_bar__minus_01_dot_79_bar__plus_00_dot_80_bar__minus_00_dot_69 - object
        Fork_bar__minus_00_dot_56_bar__plus_01_dot_46_bar__minus_01_dot_87 - object
        Knife_bar__plus_02_dot_06_bar__plus_01_dot_15_bar__plus_01_dot_92 - object
        Knife_bar__plus_02_dot_18_bar__plus_00_dot_14_bar__minus_01_dot_49 - object
        Lettuce_bar__plus_02_dot_48_bar__plus_00_dot_93_bar__minus_01_dot_02 - object
        Mug_bar__minus_01_dot_63_bar__plus_00_dot_15_bar__plus_00_dot_51 - object
        Mug_bar__plus_00_dot_18_bar__plus_00_dot_22_bar__minus_00_dot_26 - object
        SaltShaker_bar__plus_02_dot_36_bar__plus_00_dot_73_bar__plus_00_dot_66 - object
        Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_69 - receptacle
        Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_67_bar__plus_03_dot_74 - receptacle
        Cabinet_bar__minus_01_dot_14_bar__plus_00_dot_39_bar__plus_03_dot_52 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_68 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_93_bar__plus_01_dot_69 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_01_dot_69 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_03_dot_18 - receptacle
        Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_42 - receptacle
        CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80 - receptacle
        DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32 - receptacle
        Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98 - receptacle
        Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13 - receptacle
        loc_bar_0_bar_7_bar_2_bar_30 - location
        loc_bar_0_bar__minus_8_bar_0_bar_30 - location
        loc_bar__minus_1_bar_12_bar_1_bar_30 - location
        loc_bar__minus_3_bar_10_bar_0_bar_30 - location
        loc_bar__minus_3_bar_12_bar_0_bar_30 - location
        loc_bar__minus_4_bar_8_bar_2_bar_30 - location
        loc_bar__minus_6_bar_12_bar_3_bar_30 - location
        loc_bar__minus_7_bar_12_bar_0_bar_30 - location
        loc_bar__minus_7_bar_12_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_6_bar_3_bar_30 - location
        loc_bar__minus_7_bar_6_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_7_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_9_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_0_bar__minus_8_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_69 loc_bar__minus_1_bar_12_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_69)
        (receptacleType Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_67_bar__plus_03_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_67_bar__plus_03_dot_74 loc_bar__minus_3_bar_12_bar_0_bar_30)
        (openable Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_67_bar__plus_03_dot_74)
        (receptacleType Cabinet_bar__minus_01_dot_14_bar__plus_00_dot_39_bar__plus_03_dot_52 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_14_bar__plus_00_dot_39_bar__plus_03_dot_52 loc_bar__minus_3_bar_10_bar_0_bar_30)
        (openable Cabinet_bar__minus_01_dot_14_bar__plus_00_dot_39_bar__plus_03_dot_52)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_68 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_68 loc_bar__minus_7_bar_6_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_68)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_93_bar__plus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_93_bar__plus_01_dot_69 loc_bar__minus_7_bar_6_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_93_bar__plus_01_dot_69)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_01_dot_69 loc_bar__minus_7_bar_7_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_01_dot_69)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_03_dot_18 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_03_dot_18 loc_bar__minus_7_bar_12_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_03_dot_18)
        (receptacleType Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_42 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_42 loc_bar__minus_6_bar_12_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_42)
        (receptacleType CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80 loc_bar__minus_7_bar_12_bar_0_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98 loc_bar_0_bar_7_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98)
        (receptacleType Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (openable Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13)
        (canContain CabinetType CupType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType SaltShakerType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType SaltShakerType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SaltShakerType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (objectType Bread_bar__minus_00_dot_10_bar__plus_00_dot_84_bar__plus_02_dot_81 BreadType)
        (inReceptacle Bread_bar__minus_00_dot_10_bar__plus_00_dot_84_bar__plus_02_dot_81 CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80)
        (objectAtLocation Bread_bar__minus_00_dot_10_bar__plus_00_dot_84_bar__plus_02_dot_81 loc_bar__minus_7_bar_12_bar_0_bar_30)
        (pickupable Bread_bar__minus_00_dot_10_bar__plus_00_dot_84_bar__plus_02_dot_81)
        (heatable Bread_bar__minus_00_dot_10_bar__plus_00_dot_84_bar__plus_02_dot_81)
        (coolable Bread_bar__minus_00_dot_10_bar__plus_00_dot_84_bar__plus_02_dot_81)
        (sliceable Bread_bar__minus_00_dot_10_bar__plus_00_dot_84_bar__plus_02_dot_81)
        (objectType Bread_bar__minus_01_dot_64_bar__plus_01_dot_37_bar__minus_02_dot_07 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_64_bar__plus_01_dot_37_bar__minus_02_dot_07 CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80)
        (objectAtLocation Bread_bar__minus_01_dot_64_bar__plus_01_dot_37_bar__minus_02_dot_07 loc_bar__minus_7_bar_12_bar_0_bar_30)
        (pickupable Bread_bar__minus_01_dot_64_bar__plus_01_dot_37_bar__minus_02_dot_07)
        (heatable Bread_bar__minus_01_dot_64_bar__plus_01_dot_37_bar__minus_02_dot_07)
        (coolable Bread_bar__minus_01_dot_64_bar__plus_01_dot_37_bar__minus_02_dot_07)
        (sliceable Bread_bar__minus_01_dot_64_bar__plus_01_dot_37_bar__minus_02_dot_07)
        (objectType Bread_bar__minus_00_dot_43_bar__plus_00_dot_96_bar__plus_01_dot_31 BreadType)
        (inReceptacle Bread_bar__minus_00_dot_43_bar__plus_00_dot_96_bar__plus_01_dot_31 CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80)
        (objectAtLocation Bread_bar__minus_00_dot_43_bar__plus_00_dot_96_bar__plus_01_dot_31 loc_bar__minus_7_bar_12_bar_0_bar_30)
        (pickupable Bread_bar__minus_00_dot_43_bar__plus_00_dot_96_bar__plus_01_dot_31)
        (heatable Bread_bar__minus_00_dot_43_bar__plus_00_dot_96_bar__plus_01_dot_31)
        (coolable Bread_bar__minus_00_dot_43_bar__plus_00_dot_96_bar__plus_01_dot_31)
        (sliceable Bread_bar__minus_00_dot_43_bar__plus_00_dot_96_bar__plus_01_dot_31)
        (objectType Cup_bar__minus_02_dot_92_bar__plus_01_dot_21_bar__plus_01_dot_65 CupType)
        (inReceptacle Cup_bar__minus_02_dot_92_bar__plus_01_dot_21_bar__plus_01_dot_65 Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_68)
        (objectAtLocation Cup_bar__minus_02_dot_92_bar__plus_01_dot_21_bar__plus_01_dot_65 loc_bar__minus_7_bar_6_bar_3_bar_30)
        (pickupable Cup_bar__minus_02_dot_92_bar__plus_01_dot_21_bar__plus_01_dot_65)
        (cleanable Cup_bar__minus_02_dot_92_bar__plus_01_dot_21_bar__plus_01_dot_65)
        (heatable Cup_bar__minus_02_dot_92_bar__plus_01_dot_21_bar__plus_01_dot_65)
        (coolable Cup_bar__minus_02_dot_92_bar__plus_01_dot_21_bar__plus_01_dot_65)
        (isReceptacleObject Cup_bar__minus_02_dot_92_bar__plus_01_dot_21_bar__plus_01_dot_65)
        (objectType DishSponge_bar__minus_01_dot_92_bar__plus_00_dot_97_bar__plus_00_dot_09 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_01_dot_92_bar__plus_00_dot_97_bar__plus_00_dot_09 Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_01_dot_69)
        (objectAtLocation DishSponge_bar__minus_01_dot_92_bar__plus_00_dot_97_bar__plus_00_dot_09 loc_bar__minus_7_bar_7_bar_3_bar__minus_30)
        (pickupable DishSponge_bar__minus_01_dot_92_bar__plus_00_dot_97_bar__plus_00_dot_09)
        (cleanable DishSponge_bar__minus_01_dot_92_bar__plus_00_dot_97_bar__plus_00_dot_09)
        (objectType Fork_bar__minus_01_dot_79_bar__plus_00_dot_80_bar__minus_00_dot_69 ForkType)
        (inReceptacle Fork_bar__minus_01_dot_79_bar__plus_00_dot_80_bar__minus_00_dot_69 CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80)
        (objectAtLocation Fork_bar__minus_01_dot_79_bar__plus_00_dot_80_bar__minus_00_dot_69 loc_bar__minus_7_bar_12_bar_0_bar_30)
        (pickupable Fork_bar__minus_01_dot_79_bar__plus_00_dot_80_bar__minus_00_dot_69)
        (cleanable Fork_bar__minus_01_dot_79_bar__plus_00_dot_80_bar__minus_00_dot_69)
        (objectType Fork_bar__minus_00_dot_56_bar__plus_01_dot_46_bar__minus_01_dot_87 ForkType)
        (inReceptacle Fork_bar__minus_00_dot_56_bar__plus_01_dot_46_bar__minus_01_dot_87 DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32)
        (objectAtLocation Fork_bar__minus_00_dot_56_bar__plus_01_dot_46_bar__minus_01_dot_87 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (pickupable Fork_bar__minus_00_dot_56_bar__plus_01_dot_46_bar__minus_01_dot_87)
        (cleanable Fork_bar__minus_00_dot_56_bar__plus_01_dot_46_bar__minus_01_dot_87)
        (objectType Knife_bar__plus_02_dot_06_bar__plus_01_dot_15_bar__plus_01_dot_92 KnifeType)
        (inReceptacle Knife_bar__plus_02_dot_06_bar__plus_01_dot_15_bar__plus_01_dot_92 CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80)
        (objectAtLocation Knife_bar__plus_02_dot_06_bar__plus_01_dot_15_bar__plus_01_dot_92 loc_bar__minus_7_bar_12_bar_0_bar_30)
        (pickupable Knife_bar__plus_02_dot_06_bar__plus_01_dot_15_bar__plus_01_dot_92)
        (cleanable Knife_bar__plus_02_dot_06_bar__plus_01_dot_15_bar__plus_01_dot_92)
        (objectType Knife_bar__plus_02_dot_18_bar__plus_00_dot_14_bar__minus_01_dot_49 KnifeType)
        (inReceptacle Knife_bar__plus_02_dot_18_bar__plus_00_dot_14_bar__minus_01_dot_49 Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98)
        (objectAtLocation Knife_bar__plus_02_dot_18_bar__plus_00_dot_14_bar__minus_01_dot_49 loc_bar_0_bar_7_bar_2_bar_30)
        (pickupable Knife_bar__plus_02_dot_18_bar__plus_00_dot_14_bar__minus_01_dot_49)
        (cleanable Knife_bar__plus_02_dot_18_bar__plus_00_dot_14_bar__minus_01_dot_49)
        (objectType Lettuce_bar__plus_02_dot_48_bar__plus_00_dot_93_bar__minus_01_dot_02 LettuceType)
        (inReceptacle Lettuce_bar__plus_02_dot_48_bar__plus_00_dot_93_bar__minus_01_dot_02 Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13)
        (objectAtLocation Lettuce_bar__plus_02_dot_48_bar__plus_00_dot_93_bar__minus_01_dot_02 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (pickupable Lettuce_bar__plus_02_dot_48_bar__plus_00_dot_93_bar__minus_01_dot_02)
        (cleanable Lettuce_bar__plus_02_dot_48_bar__plus_00_dot_93_bar__minus_01_dot_02)
        (coolable Lettuce_bar__plus_02_dot_48_bar__plus_00_dot_93_bar__minus_01_dot_02)
        (sliceable Lettuce_bar__plus_02_dot_48_bar__plus_00_dot_93_bar__minus_01_dot_02)
        (objectType Mug_bar__minus_01_dot_63_bar__plus_00_dot_15_bar__plus_00_dot_51 MugType)
        (inReceptacle Mug_bar__minus_01_dot_63_bar__plus_00_dot_15_bar__plus_00_dot_51 Cabinet_bar__minus_01_dot_14_bar__plus_00_dot_39_bar__plus_03_dot_52)
        (objectAtLocation Mug_bar__minus_01_dot_63_bar__plus_00_dot_15_bar__plus_00_dot_51 loc_bar__minus_3_bar_10_bar_0_bar_30)
        (pickupable Mug_bar__minus_01_dot_63_bar__plus_00_dot_15_bar__plus_00_dot_51)
        (cleanable Mug_bar__minus_01_dot_63_bar__plus_00_dot_15_bar__plus_00_dot_51)
        (heatable Mug_bar__minus_01_dot_63_bar__plus_00_dot_15_bar__plus_00_dot_51)
        (coolable Mug_bar__minus_01_dot_63_bar__plus_00_dot_15_bar__plus_00_dot_51)
        (isReceptacleObject Mug_bar__minus_01_dot_63_bar__plus_00_dot_15_bar__plus_00_dot_51)
        (objectType Mug_bar__plus_00_dot_18_bar__plus_00_dot_22_bar__minus_00_dot_26 MugType)
        (inReceptacle Mug_bar__plus_00_dot_18_bar__plus_00_dot_22_bar__minus_00_dot_26 Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_01_dot_69)
        (objectAtLocation Mug_bar__plus_00_dot_18_bar__plus_00_dot_22_bar__minus_00_dot_26 loc_bar__minus_7_bar_7_bar_3_bar__minus_30)
        (pickupable Mug_bar__plus_00_dot_18_bar__plus_00_dot_22_bar__minus_00_dot_26)
        (cleanable Mug_bar__plus_00_dot_18_bar__plus_00_dot_22_bar__minus_00_dot_26)
        (heatable Mug_bar__plus_00_dot_18_bar__plus_00_dot_22_bar__minus_00_dot_26)
        (coolable Mug_bar__plus_00_dot_18_bar__plus_00_dot_22_bar__minus_00_dot_26)
        (isReceptacleObject Mug_bar__plus_00_dot_18_bar__plus_00_dot_22_bar__minus_00_dot_26)
        (objectType SaltShaker_bar__plus_02_dot_36_bar__plus_00_dot_73_bar__plus_00_dot_66 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_02_dot_36_bar__plus_00_dot_73_bar__plus_00_dot_66 Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_93_bar__plus_01_dot_69)
        (objectAtLocation SaltShaker_bar__plus_02_dot_36_bar__plus_00_dot_73_bar__plus_00_dot_66 loc_bar__minus_7_bar_6_bar_3_bar__minus_30)
        (pickupable SaltShaker_bar__plus_02_dot_36_bar__plus_00_dot_73_bar__plus_00_dot_66)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r DiningTableType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
