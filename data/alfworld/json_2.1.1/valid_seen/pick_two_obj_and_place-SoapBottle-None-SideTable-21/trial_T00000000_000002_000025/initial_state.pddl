(define (problem plan_trial_T00000000_000002_000025)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        BowlType - otype
        ButterKnifeType - otype
        DishSpongeType - otype
        EggType - otype
        KnifeType - otype
        LettuceType - otype
        PotType - otype
        SaltShakerType - otype
        SoapBottleType - otype
        SoapBottle_bar__minus_01_dot_71_bar__plus_00_dot_79_bar__minus_01_dot_31 - object
        SoapBottle_bar__plus_01_dot_36_bar__plus_01_dot_21_bar__minus_00_dot_55 - object
        Bowl_bar__plus_00_dot_08_bar__plus_00_dot_88_bar__minus_02_dot_02 - object
        ButterKnife_bar__plus_02_dot_57_bar__plus_01_dot_29_bar__plus_02_dot_11 - object
        ButterKnife_bar__minus_02_dot_03_bar__plus_00_dot_55_bar__plus_02_dot_70 - object
        DishSponge_bar__minus_01_dot_69_bar__plus_00_dot_75_bar__minus_02_dot_84 - object
        DishSponge_bar__minus_01_dot_06_bar__plus_01_dot_17_bar__plus_00_dot_38 - object
        Egg_bar__plus_02_dot_87_bar__plus_00_dot_91_bar__minus_00_dot_88 - object
        Egg_bar__minus_01_dot_32_bar__plus_00_dot_05_bar__minus_00_dot_40 - object
        Knife_bar__minus_00_dot_03_bar__plus_00_dot_11_bar__plus_01_dot_49 - object
        Knife_bar__plus_01_dot_09_bar__plus_00_dot_91_bar__minus_03_dot_00 - object
        Lettuce_bar__minus_01_dot_25_bar__plus_01_dot_34_bar__minus_02_dot_69 - object
        Lettuce_bar__plus_00_dot_82_bar__plus_00_dot_63_bar__minus_02_dot_76 - object
        Pot_bar__plus_00_dot_30_bar__plus_01_dot_29_bar__minus_00_dot_14 - object
        Pot_bar__plus_01_dot_92_bar__plus_00_dot_43_bar__minus_02_dot_74 - object
        SaltShaker_bar__minus_02_dot_17_bar__plus_00_dot_55_bar__plus_00_dot_84 - object
        SaltShaker_bar__minus_02_dot_56_bar__plus_00_dot_05_bar__minus_01_dot_44 - object
        Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__plus_00_dot_16 - receptacle
        Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__plus_00_dot_67 - receptacle
        Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40 - receptacle
        DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95 - receptacle
        DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96 - receptacle
        DiningTable_bar__minus_02_dot_17_bar__minus_00_dot_03_bar__minus_03_dot_37 - receptacle
        Drawer_bar__plus_00_dot_71_bar__plus_00_dot_77_bar__minus_00_dot_13 - receptacle
        Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96 - receptacle
        SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45 - receptacle
        Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin - receptacle
        loc_bar_0_bar_1_bar_0_bar_30 - location
        loc_bar_1_bar_0_bar_1_bar_0 - location
        loc_bar_1_bar_1_bar_1_bar_0 - location
        loc_bar_1_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_1_bar_1_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_8_bar_1_bar_30 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_5_bar_3_bar_30 - location
        loc_bar__minus_6_bar_10_bar_0_bar_30 - location
        loc_bar__minus_7_bar__minus_11_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_6_bar_10_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__plus_00_dot_16 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__plus_00_dot_16 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__plus_00_dot_16)
        (receptacleType Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__plus_00_dot_67 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__plus_00_dot_67 loc_bar_1_bar_1_bar_1_bar_0)
        (openable Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__plus_00_dot_67)
        (receptacleType Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40 loc_bar_1_bar_0_bar_1_bar_0)
        (openable Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40)
        (receptacleType DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95 loc_bar_0_bar_1_bar_0_bar_30)
        (receptacleType DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96 loc_bar__minus_4_bar__minus_5_bar_3_bar_30)
        (receptacleType DiningTable_bar__minus_02_dot_17_bar__minus_00_dot_03_bar__minus_03_dot_37 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_17_bar__minus_00_dot_03_bar__minus_03_dot_37 loc_bar__minus_7_bar__minus_11_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_71_bar__plus_00_dot_77_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_71_bar__plus_00_dot_77_bar__minus_00_dot_13 loc_bar__minus_1_bar__minus_1_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_71_bar__plus_00_dot_77_bar__minus_00_dot_13)
        (receptacleType Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96 loc_bar__minus_1_bar__minus_8_bar_1_bar_30)
        (openable Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96)
        (receptacleType SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45 loc_bar__minus_1_bar_1_bar_1_bar_30)
        (receptacleType Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin loc_bar_1_bar__minus_2_bar_1_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PotType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SoapBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain SideTableType BowlType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType DishSpongeType)
        (canContain SideTableType EggType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LettuceType)
        (canContain SideTableType PotType)
        (canContain SideTableType SaltShakerType)
        (canContain SideTableType SoapBottleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PotType)
        (objectType SoapBottle_bar__minus_01_dot_71_bar__plus_00_dot_79_bar__minus_01_dot_31 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_71_bar__plus_00_dot_79_bar__minus_01_dot_31 DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95)
        (objectAtLocation SoapBottle_bar__minus_01_dot_71_bar__plus_00_dot_79_bar__minus_01_dot_31 loc_bar_0_bar_1_bar_0_bar_30)
        (pickupable SoapBottle_bar__minus_01_dot_71_bar__plus_00_dot_79_bar__minus_01_dot_31)
        (objectType SoapBottle_bar__plus_01_dot_36_bar__plus_01_dot_21_bar__minus_00_dot_55 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_36_bar__plus_01_dot_21_bar__minus_00_dot_55 Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__plus_00_dot_16)
        (objectAtLocation SoapBottle_bar__plus_01_dot_36_bar__plus_01_dot_21_bar__minus_00_dot_55 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (pickupable SoapBottle_bar__plus_01_dot_36_bar__plus_01_dot_21_bar__minus_00_dot_55)
        (objectType Bowl_bar__plus_00_dot_08_bar__plus_00_dot_88_bar__minus_02_dot_02 BowlType)
        (inReceptacle Bowl_bar__plus_00_dot_08_bar__plus_00_dot_88_bar__minus_02_dot_02 Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40)
        (objectAtLocation Bowl_bar__plus_00_dot_08_bar__plus_00_dot_88_bar__minus_02_dot_02 loc_bar_1_bar_0_bar_1_bar_0)
        (pickupable Bowl_bar__plus_00_dot_08_bar__plus_00_dot_88_bar__minus_02_dot_02)
        (cleanable Bowl_bar__plus_00_dot_08_bar__plus_00_dot_88_bar__minus_02_dot_02)
        (coolable Bowl_bar__plus_00_dot_08_bar__plus_00_dot_88_bar__minus_02_dot_02)
        (isReceptacleObject Bowl_bar__plus_00_dot_08_bar__plus_00_dot_88_bar__minus_02_dot_02)
        (objectType ButterKnife_bar__plus_02_dot_57_bar__plus_01_dot_29_bar__plus_02_dot_11 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_02_dot_57_bar__plus_01_dot_29_bar__plus_02_dot_11 Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin)
        (objectAtLocation ButterKnife_bar__plus_02_dot_57_bar__plus_01_dot_29_bar__plus_02_dot_11 loc_bar_1_bar__minus_2_bar_1_bar_30)
        (pickupable ButterKnife_bar__plus_02_dot_57_bar__plus_01_dot_29_bar__plus_02_dot_11)
        (cleanable ButterKnife_bar__plus_02_dot_57_bar__plus_01_dot_29_bar__plus_02_dot_11)
        (objectType ButterKnife_bar__minus_02_dot_03_bar__plus_00_dot_55_bar__plus_02_dot_70 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_02_dot_03_bar__plus_00_dot_55_bar__plus_02_dot_70 SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45)
        (objectAtLocation ButterKnife_bar__minus_02_dot_03_bar__plus_00_dot_55_bar__plus_02_dot_70 loc_bar__minus_1_bar_1_bar_1_bar_30)
        (pickupable ButterKnife_bar__minus_02_dot_03_bar__plus_00_dot_55_bar__plus_02_dot_70)
        (cleanable ButterKnife_bar__minus_02_dot_03_bar__plus_00_dot_55_bar__plus_02_dot_70)
        (objectType DishSponge_bar__minus_01_dot_69_bar__plus_00_dot_75_bar__minus_02_dot_84 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_01_dot_69_bar__plus_00_dot_75_bar__minus_02_dot_84 DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95)
        (objectAtLocation DishSponge_bar__minus_01_dot_69_bar__plus_00_dot_75_bar__minus_02_dot_84 loc_bar_0_bar_1_bar_0_bar_30)
        (pickupable DishSponge_bar__minus_01_dot_69_bar__plus_00_dot_75_bar__minus_02_dot_84)
        (cleanable DishSponge_bar__minus_01_dot_69_bar__plus_00_dot_75_bar__minus_02_dot_84)
        (objectType DishSponge_bar__minus_01_dot_06_bar__plus_01_dot_17_bar__plus_00_dot_38 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_01_dot_06_bar__plus_01_dot_17_bar__plus_00_dot_38 Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin)
        (objectAtLocation DishSponge_bar__minus_01_dot_06_bar__plus_01_dot_17_bar__plus_00_dot_38 loc_bar_1_bar__minus_2_bar_1_bar_30)
        (pickupable DishSponge_bar__minus_01_dot_06_bar__plus_01_dot_17_bar__plus_00_dot_38)
        (cleanable DishSponge_bar__minus_01_dot_06_bar__plus_01_dot_17_bar__plus_00_dot_38)
        (objectType Egg_bar__plus_02_dot_87_bar__plus_00_dot_91_bar__minus_00_dot_88 EggType)
        (inReceptacle Egg_bar__plus_02_dot_87_bar__plus_00_dot_91_bar__minus_00_dot_88 SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45)
        (objectAtLocation Egg_bar__plus_02_dot_87_bar__plus_00_dot_91_bar__minus_00_dot_88 loc_bar__minus_1_bar_1_bar_1_bar_30)
        (pickupable Egg_bar__plus_02_dot_87_bar__plus_00_dot_91_bar__minus_00_dot_88)
        (cleanable Egg_bar__plus_02_dot_87_bar__plus_00_dot_91_bar__minus_00_dot_88)
        (heatable Egg_bar__plus_02_dot_87_bar__plus_00_dot_91_bar__minus_00_dot_88)
        (coolable Egg_bar__plus_02_dot_87_bar__plus_00_dot_91_bar__minus_00_dot_88)
        (sliceable Egg_bar__plus_02_dot_87_bar__plus_00_dot_91_bar__minus_00_dot_88)
        (objectType Egg_bar__minus_01_dot_32_bar__plus_00_dot_05_bar__minus_00_dot_40 EggType)
        (inReceptacle Egg_bar__minus_01_dot_32_bar__plus_00_dot_05_bar__minus_00_dot_40 DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95)
        (objectAtLocation Egg_bar__minus_01_dot_32_bar__plus_00_dot_05_bar__minus_00_dot_40 loc_bar_0_bar_1_bar_0_bar_30)
        (pickupable Egg_bar__minus_01_dot_32_bar__plus_00_dot_05_bar__minus_00_dot_40)
        (cleanable Egg_bar__minus_01_dot_32_bar__plus_00_dot_05_bar__minus_00_dot_40)
        (heatable Egg_bar__minus_01_dot_32_bar__plus_00_dot_05_bar__minus_00_dot_40)
        (coolable Egg_bar__minus_01_dot_32_bar__plus_00_dot_05_bar__minus_00_dot_40)
        (sliceable Egg_bar__minus_01_dot_32_bar__plus_00_dot_05_bar__minus_00_dot_40)
        (objectType Knife_bar__minus_00_dot_03_bar__plus_00_dot_11_bar__plus_01_dot_49 KnifeType)
        (inReceptacle Knife_bar__minus_00_dot_03_bar__plus_00_dot_11_bar__plus_01_dot_49 Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin)
        (objectAtLocation Knife_bar__minus_00_dot_03_bar__plus_00_dot_11_bar__plus_01_dot_49 loc_bar_1_bar__minus_2_bar_1_bar_30)
        (pickupable Knife_bar__minus_00_dot_03_bar__plus_00_dot_11_bar__plus_01_dot_49)
        (cleanable Knife_bar__minus_00_dot_03_bar__plus_00_dot_11_bar__plus_01_dot_49)
        (objectType Knife_bar__plus_01_dot_09_bar__plus_00_dot_91_bar__minus_03_dot_00 KnifeType)
        (inReceptacle Knife_bar__plus_01_dot_09_bar__plus_00_dot_91_bar__minus_03_dot_00 SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45)
        (objectAtLocation Knife_bar__plus_01_dot_09_bar__plus_00_dot_91_bar__minus_03_dot_00 loc_bar__minus_1_bar_1_bar_1_bar_30)
        (pickupable Knife_bar__plus_01_dot_09_bar__plus_00_dot_91_bar__minus_03_dot_00)
        (cleanable Knife_bar__plus_01_dot_09_bar__plus_00_dot_91_bar__minus_03_dot_00)
        (objectType Lettuce_bar__minus_01_dot_25_bar__plus_01_dot_34_bar__minus_02_dot_69 LettuceType)
        (inReceptacle Lettuce_bar__minus_01_dot_25_bar__plus_01_dot_34_bar__minus_02_dot_69 Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96)
        (objectAtLocation Lettuce_bar__minus_01_dot_25_bar__plus_01_dot_34_bar__minus_02_dot_69 loc_bar__minus_1_bar__minus_8_bar_1_bar_30)
        (pickupable Lettuce_bar__minus_01_dot_25_bar__plus_01_dot_34_bar__minus_02_dot_69)
        (cleanable Lettuce_bar__minus_01_dot_25_bar__plus_01_dot_34_bar__minus_02_dot_69)
        (coolable Lettuce_bar__minus_01_dot_25_bar__plus_01_dot_34_bar__minus_02_dot_69)
        (sliceable Lettuce_bar__minus_01_dot_25_bar__plus_01_dot_34_bar__minus_02_dot_69)
        (objectType Lettuce_bar__plus_00_dot_82_bar__plus_00_dot_63_bar__minus_02_dot_76 LettuceType)
        (inReceptacle Lettuce_bar__plus_00_dot_82_bar__plus_00_dot_63_bar__minus_02_dot_76 DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95)
        (objectAtLocation Lettuce_bar__plus_00_dot_82_bar__plus_00_dot_63_bar__minus_02_dot_76 loc_bar_0_bar_1_bar_0_bar_30)
        (pickupable Lettuce_bar__plus_00_dot_82_bar__plus_00_dot_63_bar__minus_02_dot_76)
        (cleanable Lettuce_bar__plus_00_dot_82_bar__plus_00_dot_63_bar__minus_02_dot_76)
        (coolable Lettuce_bar__plus_00_dot_82_bar__plus_00_dot_63_bar__minus_02_dot_76)
        (sliceable Lettuce_bar__plus_00_dot_82_bar__plus_00_dot_63_bar__minus_02_dot_76)
        (objectType Pot_bar__plus_00_dot_30_bar__plus_01_dot_29_bar__minus_00_dot_14 PotType)
        (inReceptacle Pot_bar__plus_00_dot_30_bar__plus_01_dot_29_bar__minus_00_dot_14 Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40)
        (objectAtLocation Pot_bar__plus_00_dot_30_bar__plus_01_dot_29_bar__minus_00_dot_14 loc_bar_1_bar_0_bar_1_bar_0)
        (pickupable Pot_bar__plus_00_dot_30_bar__plus_01_dot_29_bar__minus_00_dot_14)
        (cleanable Pot_bar__plus_00_dot_30_bar__plus_01_dot_29_bar__minus_00_dot_14)
        (coolable Pot_bar__plus_00_dot_30_bar__plus_01_dot_29_bar__minus_00_dot_14)
        (isReceptacleObject Pot_bar__plus_00_dot_30_bar__plus_01_dot_29_bar__minus_00_dot_14)
        (objectType Pot_bar__plus_01_dot_92_bar__plus_00_dot_43_bar__minus_02_dot_74 PotType)
        (inReceptacle Pot_bar__plus_01_dot_92_bar__plus_00_dot_43_bar__minus_02_dot_74 DiningTable_bar__minus_02_dot_17_bar__minus_00_dot_03_bar__minus_03_dot_37)
        (objectAtLocation Pot_bar__plus_01_dot_92_bar__plus_00_dot_43_bar__minus_02_dot_74 loc_bar__minus_7_bar__minus_11_bar_2_bar_30)
        (pickupable Pot_bar__plus_01_dot_92_bar__plus_00_dot_43_bar__minus_02_dot_74)
        (cleanable Pot_bar__plus_01_dot_92_bar__plus_00_dot_43_bar__minus_02_dot_74)
        (coolable Pot_bar__plus_01_dot_92_bar__plus_00_dot_43_bar__minus_02_dot_74)
        (isReceptacleObject Pot_bar__plus_01_dot_92_bar__plus_00_dot_43_bar__minus_02_dot_74)
        (objectType SaltShaker_bar__minus_02_dot_17_bar__plus_00_dot_55_bar__plus_00_dot_84 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_02_dot_17_bar__plus_00_dot_55_bar__plus_00_dot_84 Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__plus_00_dot_67)
        (objectAtLocation SaltShaker_bar__minus_02_dot_17_bar__plus_00_dot_55_bar__plus_00_dot_84 loc_bar_1_bar_1_bar_1_bar_0)
        (pickupable SaltShaker_bar__minus_02_dot_17_bar__plus_00_dot_55_bar__plus_00_dot_84)
        (objectType SaltShaker_bar__minus_02_dot_56_bar__plus_00_dot_05_bar__minus_01_dot_44 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_02_dot_56_bar__plus_00_dot_05_bar__minus_01_dot_44 Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40)
        (objectAtLocation SaltShaker_bar__minus_02_dot_56_bar__plus_00_dot_05_bar__minus_01_dot_44 loc_bar_1_bar_0_bar_1_bar_0)
        (pickupable SaltShaker_bar__minus_02_dot_56_bar__plus_00_dot_05_bar__minus_01_dot_44)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SoapBottleType)
                                    (receptacleType ?r SideTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SoapBottleType)
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
