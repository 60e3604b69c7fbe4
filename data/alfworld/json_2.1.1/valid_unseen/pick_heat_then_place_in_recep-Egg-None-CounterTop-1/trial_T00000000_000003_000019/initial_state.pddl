(define (problem plan_trial_T00000000_000003_000019)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        BowlType - otype
        ButterKnifeType - otype
        DishSpongeType - otype
        EggType - otype
        KnifeType - otype
        PotType - otype
        PotatoType - otype
        SoapBottleType - otype
        SpatulaType - otype
        StatueType - otype
        Egg_bar__minus_02_dot_15_bar__plus_00_dot_18_bar__minus_02_dot_46 - object
        Egg_bar__plus_00_dot_55_bar__plus_00_dot_09_bar__minus_00_dot_60 - object
        Bowl_bar__plus_00_dot_50_bar__plus_00_dot_55_bar__minus_00_dot_50 - object
        DishSponge_bar__minus_01_dot_32_bar__plus_00_dot_51_bar__minus_00_dot_23 - object
        Knife_bar__minus_01_dot_84_bar__plus_00_dot_54_bar__minus_00_dot_85 - object
        Knife_bar__minus_01_dot_06_bar__plus_01_dot_30_bar__plus_00_dot_76 - object
        Pot_bar__minus_02_dot_46_bar__plus_00_dot_24_bar__plus_00_dot_25 - object
        Potato_bar__plus_01_dot_92_bar__plus_00_dot_87_bar__plus_01_dot_03 - object
        Potato_bar__minus_00_dot_45_bar__plus_00_dot_67_bar__minus_01_dot_85 - object
        SoapBottle_bar__plus_02_dot_99_bar__plus_00_dot_29_bar__plus_00_dot_68 - object
        SoapBottle_bar__plus_01_dot_35_bar__plus_00_dot_78_bar__minus_01_dot_70 - object
        Spatula_bar__plus_02_dot_46_bar__plus_00_dot_45_bar__plus_01_dot_58 - object
        Statue_bar__minus_02_dot_62_bar__plus_01_dot_49_bar__minus_01_dot_15 - object
        Statue_bar__minus_01_dot_16_bar__plus_00_dot_62_bar__plus_02_dot_88 - object
        Cabinet_bar__plus_00_dot_68_bar__plus_00_dot_50_bar__minus_02_dot_20 - receptacle
        Cabinet_bar__minus_00_dot_73_bar__plus_02_dot_02_bar__minus_02_dot_46 - receptacle
        Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__minus_01_dot_97 - receptacle
        CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00 - receptacle
        CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_01_dot_21 - receptacle
        Drawer_bar__plus_00_dot_95_bar__plus_00_dot_56_bar__minus_02_dot_20 - receptacle
        Drawer_bar__plus_00_dot_95_bar__plus_00_dot_83_bar__minus_02_dot_20 - receptacle
        Drawer_bar__minus_01_dot_56_bar__plus_00_dot_84_bar__plus_00_dot_20 - receptacle
        Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_09 - receptacle
        Microwave_bar__minus_00_dot_24_bar__plus_01_dot_69_bar__minus_02_dot_53 - receptacle
        Shelf_bar__plus_01_dot_80_bar__plus_00_dot_54_bar__minus_02_dot_56 - receptacle
        Shelf_bar__plus_01_dot_80_bar__plus_00_dot_87_bar__minus_02_dot_56 - receptacle
        loc_bar_0_bar__minus_5_bar_2_bar_30 - location
        loc_bar_1_bar__minus_7_bar_1_bar_30 - location
        loc_bar_2_bar__minus_5_bar_2_bar_30 - location
        loc_bar_3_bar_0_bar_3_bar_30 - location
        loc_bar_5_bar_11_bar_0_bar_30 - location
        loc_bar_5_bar__minus_6_bar_2_bar_30 - location
        loc_bar_7_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_7_bar_2_bar__minus_30 - location
        loc_bar__minus_3_bar__minus_6_bar_3_bar_30 - location
        loc_bar__minus_4_bar_4_bar_2_bar_30 - location
        loc_bar__minus_4_bar_4_bar_3_bar_0 - location
        loc_bar__minus_4_bar__minus_7_bar_2_bar__minus_30 - location
        loc_bar__minus_5_bar__minus_7_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_5_bar_11_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_68_bar__plus_00_dot_50_bar__minus_02_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_68_bar__plus_00_dot_50_bar__minus_02_dot_20 loc_bar_0_bar__minus_5_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_68_bar__plus_00_dot_50_bar__minus_02_dot_20)
        (receptacleType Cabinet_bar__minus_00_dot_73_bar__plus_02_dot_02_bar__minus_02_dot_46 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_73_bar__plus_02_dot_02_bar__minus_02_dot_46 loc_bar__minus_4_bar__minus_7_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_73_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (receptacleType Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__minus_01_dot_97 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__minus_01_dot_97 loc_bar__minus_3_bar__minus_6_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__minus_01_dot_97)
        (receptacleType CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00 loc_bar_3_bar_0_bar_3_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_01_dot_21 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_01_dot_21 loc_bar__minus_5_bar__minus_7_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_95_bar__plus_00_dot_56_bar__minus_02_dot_20 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_95_bar__plus_00_dot_56_bar__minus_02_dot_20 loc_bar_2_bar__minus_5_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_95_bar__plus_00_dot_56_bar__minus_02_dot_20)
        (receptacleType Drawer_bar__plus_00_dot_95_bar__plus_00_dot_83_bar__minus_02_dot_20 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_95_bar__plus_00_dot_83_bar__minus_02_dot_20 loc_bar_1_bar__minus_7_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_95_bar__plus_00_dot_83_bar__minus_02_dot_20)
        (receptacleType Drawer_bar__minus_01_dot_56_bar__plus_00_dot_84_bar__plus_00_dot_20 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_56_bar__plus_00_dot_84_bar__plus_00_dot_20 loc_bar__minus_4_bar_4_bar_2_bar_30)
        (openable Drawer_bar__minus_01_dot_56_bar__plus_00_dot_84_bar__plus_00_dot_20)
        (receptacleType Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_09 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_09 loc_bar__minus_4_bar_4_bar_3_bar_0)
        (openable Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_09)
        (receptacleType Microwave_bar__minus_00_dot_24_bar__plus_01_dot_69_bar__minus_02_dot_53 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_24_bar__plus_01_dot_69_bar__minus_02_dot_53 loc_bar__minus_1_bar__minus_7_bar_2_bar__minus_30)
        (openable Microwave_bar__minus_00_dot_24_bar__plus_01_dot_69_bar__minus_02_dot_53)
        (receptacleType Shelf_bar__plus_01_dot_80_bar__plus_00_dot_54_bar__minus_02_dot_56 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_80_bar__plus_00_dot_54_bar__minus_02_dot_56 loc_bar_5_bar__minus_6_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_80_bar__plus_00_dot_87_bar__minus_02_dot_56 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_80_bar__plus_00_dot_87_bar__minus_02_dot_56 loc_bar_7_bar__minus_5_bar_2_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PotType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType StatueType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PotatoType)
        (canContain ShelfType BowlType)
        (canContain ShelfType DishSpongeType)
        (canContain ShelfType PotType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType StatueType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (objectType Egg_bar__minus_02_dot_15_bar__plus_00_dot_18_bar__minus_02_dot_46 EggType)
        (inReceptacle Egg_bar__minus_02_dot_15_bar__plus_00_dot_18_bar__minus_02_dot_46 Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_09)
        (objectAtLocation Egg_bar__minus_02_dot_15_bar__plus_00_dot_18_bar__minus_02_dot_46 loc_bar__minus_4_bar_4_bar_3_bar_0)
        (pickupable Egg_bar__minus_02_dot_15_bar__plus_00_dot_18_bar__minus_02_dot_46)
        (cleanable Egg_bar__minus_02_dot_15_bar__plus_00_dot_18_bar__minus_02_dot_46)
        (heatable Egg_bar__minus_02_dot_15_bar__plus_00_dot_18_bar__minus_02_dot_46)
        (coolable Egg_bar__minus_02_dot_15_bar__plus_00_dot_18_bar__minus_02_dot_46)
        (sliceable Egg_bar__minus_02_dot_15_bar__plus_00_dot_18_bar__minus_02_dot_46)
        (objectType Egg_bar__plus_00_dot_55_bar__plus_00_dot_09_bar__minus_00_dot_60 EggType)
        (inReceptacle Egg_bar__plus_00_dot_55_bar__plus_00_dot_09_bar__minus_00_dot_60 Microwave_bar__minus_00_dot_24_bar__plus_01_dot_69_bar__minus_02_dot_53)
        (objectAtLocation Egg_bar__plus_00_dot_55_bar__plus_00_dot_09_bar__minus_00_dot_60 loc_bar__minus_1_bar__minus_7_bar_2_bar__minus_30)
        (pickupable Egg_bar__plus_00_dot_55_bar__plus_00_dot_09_bar__minus_00_dot_60)
        (cleanable Egg_bar__plus_00_dot_55_bar__plus_00_dot_09_bar__minus_00_dot_60)
        (heatable Egg_bar__plus_00_dot_55_bar__plus_00_dot_09_bar__minus_00_dot_60)
        (coolable Egg_bar__plus_00_dot_55_bar__plus_00_dot_09_bar__minus_00_dot_60)
        (sliceable Egg_bar__plus_00_dot_55_bar__plus_00_dot_09_bar__minus_00_dot_60)
        (objectType Bowl_bar__plus_00_dot_50_bar__plus_00_dot_55_bar__minus_00_dot_50 BowlType)
        (inReceptacle Bowl_bar__plus_00_dot_50_bar__plus_00_dot_55_bar__minus_00_dot_50 Shelf_bar__plus_01_dot_80_bar__plus_00_dot_54_bar__minus_02_dot_56)
        (objectAtLocation Bowl_bar__plus_00_dot_50_bar__plus_00_dot_55_bar__minus_00_dot_50 loc_bar_5_bar__minus_6_bar_2_bar_30)
        (pickupable Bowl_bar__plus_00_dot_50_bar__plus_00_dot_55_bar__minus_00_dot_50)
        (cleanable Bowl_bar__plus_00_dot_50_bar__plus_00_dot_55_bar__minus_00_dot_50)
        (coolable Bowl_bar__plus_00_dot_50_bar__plus_00_dot_55_bar__minus_00_dot_50)
        (isReceptacleObject Bowl_bar__plus_00_dot_50_bar__plus_00_dot_55_bar__minus_00_dot_50)
        (objectType DishSponge_bar__minus_01_dot_32_bar__plus_00_dot_51_bar__minus_00_dot_23 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_01_dot_32_bar__plus_00_dot_51_bar__minus_00_dot_23 Cabinet_bar__plus_00_dot_68_bar__plus_00_dot_50_bar__minus_02_dot_20)
        (objectAtLocation DishSponge_bar__minus_01_dot_32_bar__plus_00_dot_51_bar__minus_00_dot_23 loc_bar_0_bar__minus_5_bar_2_bar_30)
        (pickupable DishSponge_bar__minus_01_dot_32_bar__plus_00_dot_51_bar__minus_00_dot_23)
        (cleanable DishSponge_bar__minus_01_dot_32_bar__plus_00_dot_51_bar__minus_00_dot_23)
        (objectType Knife_bar__minus_01_dot_84_bar__plus_00_dot_54_bar__minus_00_dot_85 KnifeType)
        (inReceptacle Knife_bar__minus_01_dot_84_bar__plus_00_dot_54_bar__minus_00_dot_85 CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00)
        (objectAtLocation Knife_bar__minus_01_dot_84_bar__plus_00_dot_54_bar__minus_00_dot_85 loc_bar_3_bar_0_bar_3_bar_30)
        (pickupable Knife_bar__minus_01_dot_84_bar__plus_00_dot_54_bar__minus_00_dot_85)
        (cleanable Knife_bar__minus_01_dot_84_bar__plus_00_dot_54_bar__minus_00_dot_85)
        (objectType Knife_bar__minus_01_dot_06_bar__plus_01_dot_30_bar__plus_00_dot_76 KnifeType)
        (inReceptacle Knife_bar__minus_01_dot_06_bar__plus_01_dot_30_bar__plus_00_dot_76 Drawer_bar__plus_00_dot_95_bar__plus_00_dot_83_bar__minus_02_dot_20)
        (objectAtLocation Knife_bar__minus_01_dot_06_bar__plus_01_dot_30_bar__plus_00_dot_76 loc_bar_1_bar__minus_7_bar_1_bar_30)
        (pickupable Knife_bar__minus_01_dot_06_bar__plus_01_dot_30_bar__plus_00_dot_76)
        (cleanable Knife_bar__minus_01_dot_06_bar__plus_01_dot_30_bar__plus_00_dot_76)
        (objectType Pot_bar__minus_02_dot_46_bar__plus_00_dot_24_bar__plus_00_dot_25 PotType)
        (inReceptacle Pot_bar__minus_02_dot_46_bar__plus_00_dot_24_bar__plus_00_dot_25 Shelf_bar__plus_01_dot_80_bar__plus_00_dot_87_bar__minus_02_dot_56)
        (objectAtLocation Pot_bar__minus_02_dot_46_bar__plus_00_dot_24_bar__plus_00_dot_25 loc_bar_7_bar__minus_5_bar_2_bar_30)
        (pickupable Pot_bar__minus_02_dot_46_bar__plus_00_dot_24_bar__plus_00_dot_25)
        (cleanable Pot_bar__minus_02_dot_46_bar__plus_00_dot_24_bar__plus_00_dot_25)
        (coolable Pot_bar__minus_02_dot_46_bar__plus_00_dot_24_bar__plus_00_dot_25)
        (isReceptacleObject Pot_bar__minus_02_dot_46_bar__plus_00_dot_24_bar__plus_00_dot_25)
        (objectType Potato_bar__plus_01_dot_92_bar__plus_00_dot_87_bar__plus_01_dot_03 PotatoType)
        (inReceptacle Potato_bar__plus_01_dot_92_bar__plus_00_dot_87_bar__plus_01_dot_03 CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00)
        (objectAtLocation Potato_bar__plus_01_dot_92_bar__plus_00_dot_87_bar__plus_01_dot_03 loc_bar_3_bar_0_bar_3_bar_30)
        (pickupable Potato_bar__plus_01_dot_92_bar__plus_00_dot_87_bar__plus_01_dot_03)
        (cleanable Potato_bar__plus_01_dot_92_bar__plus_00_dot_87_bar__plus_01_dot_03)
        (heatable Potato_bar__plus_01_dot_92_bar__plus_00_dot_87_bar__plus_01_dot_03)
        (coolable Potato_bar__plus_01_dot_92_bar__plus_00_dot_87_bar__plus_01_dot_03)
        (sliceable Potato_bar__plus_01_dot_92_bar__plus_00_dot_87_bar__plus_01_dot_03)
        (objectType Potato_bar__minus_00_dot_45_bar__plus_00_dot_67_bar__minus_01_dot_85 PotatoType)
        (inReceptacle Potato_bar__minus_00_dot_45_bar__plus_00_dot_67_bar__minus_01_dot_85 Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_09)
        (objectAtLocation Potato_bar__minus_00_dot_45_bar__plus_00_dot_67_bar__minus_01_dot_85 loc_bar__minus_4_bar_4_bar_3_bar_0)
        (pickupable Potato_bar__minus_00_dot_45_bar__plus_00_dot_67_bar__minus_01_dot_85)
        (cleanable Potato_bar__minus_00_dot_45_bar__plus_00_dot_67_bar__minus_01_dot_85)
        (heatable Potato_bar__minus_00_dot_45_bar__plus_00_dot_67_bar__minus_01_dot_85)
        (coolable Potato_bar__minus_00_dot_45_bar__plus_00_dot_67_bar__minus_01_dot_85)
        (sliceable Potato_bar__minus_00_dot_45_bar__plus_00_dot_67_bar__minus_01_dot_85)
        (objectType SoapBottle_bar__plus_02_dot_99_bar__plus_00_dot_29_bar__plus_00_dot_68 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_99_bar__plus_00_dot_29_bar__plus_00_dot_68 Drawer_bar__minus_01_dot_56_bar__plus_00_dot_84_bar__plus_00_dot_20)
        (objectAtLocation SoapBottle_bar__plus_02_dot_99_bar__plus_00_dot_29_bar__plus_00_dot_68 loc_bar__minus_4_bar_4_bar_2_bar_30)
        (pickupable SoapBottle_bar__plus_02_dot_99_bar__plus_00_dot_29_bar__plus_00_dot_68)
        (objectType SoapBottle_bar__plus_01_dot_35_bar__plus_00_dot_78_bar__minus_01_dot_70 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_35_bar__plus_00_dot_78_bar__minus_01_dot_70 Drawer_bar__plus_00_dot_95_bar__plus_00_dot_56_bar__minus_02_dot_20)
        (objectAtLocation SoapBottle_bar__plus_01_dot_35_bar__plus_00_dot_78_bar__minus_01_dot_70 loc_bar_2_bar__minus_5_bar_2_bar_30)
        (pickupable SoapBottle_bar__plus_01_dot_35_bar__plus_00_dot_78_bar__minus_01_dot_70)
        (objectType Spatula_bar__plus_02_dot_46_bar__plus_00_dot_45_bar__plus_01_dot_58 SpatulaType)
        (inReceptacle Spatula_bar__plus_02_dot_46_bar__plus_00_dot_45_bar__plus_01_dot_58 Drawer_bar__plus_00_dot_95_bar__plus_00_dot_83_bar__minus_02_dot_20)
        (objectAtLocation Spatula_bar__plus_02_dot_46_bar__plus_00_dot_45_bar__plus_01_dot_58 loc_bar_1_bar__minus_7_bar_1_bar_30)
        (pickupable Spatula_bar__plus_02_dot_46_bar__plus_00_dot_45_bar__plus_01_dot_58)
        (cleanable Spatula_bar__plus_02_dot_46_bar__plus_00_dot_45_bar__plus_01_dot_58)
        (objectType Statue_bar__minus_02_dot_62_bar__plus_01_dot_49_bar__minus_01_dot_15 StatueType)
        (inReceptacle Statue_bar__minus_02_dot_62_bar__plus_01_dot_49_bar__minus_01_dot_15 CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00)
        (objectAtLocation Statue_bar__minus_02_dot_62_bar__plus_01_dot_49_bar__minus_01_dot_15 loc_bar_3_bar_0_bar_3_bar_30)
        (pickupable Statue_bar__minus_02_dot_62_bar__plus_01_dot_49_bar__minus_01_dot_15)
        (objectType Statue_bar__minus_01_dot_16_bar__plus_00_dot_62_bar__plus_02_dot_88 StatueType)
        (inReceptacle Statue_bar__minus_01_dot_16_bar__plus_00_dot_62_bar__plus_02_dot_88 Shelf_bar__plus_01_dot_80_bar__plus_00_dot_87_bar__minus_02_dot_56)
        (objectAtLocation Statue_bar__minus_01_dot_16_bar__plus_00_dot_62_bar__plus_02_dot_88 loc_bar_7_bar__minus_5_bar_2_bar_30)
        (pickupable Statue_bar__minus_01_dot_16_bar__plus_00_dot_62_bar__plus_02_dot_88)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
