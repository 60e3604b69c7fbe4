(define (problem plan_trial_T00000000_000001_000136)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        DishSpongeType - otype
        EggType - otype
        KnifeType - otype
        PepperShakerType - otype
        SaltShakerType - otype
        SpoonType - otype
        TomatoType - otype
        Tomato_bar__minus_02_dot_49_bar__plus_00_dot_73_bar__minus_02_dot_48 - object
        Tomato_bar__plus_02_dot_74_bar__plus_00_dot_46_bar__minus_00_dot_79 - object
        Tomato_bar__minus_02_dot_47_bar__plus_00_dot_20_bar__minus_00_dot_02 - object
        DishSponge_bar__minus_02_dot_12_bar__plus_00_dot_42_bar__plus_03_dot_00 - object
        Egg_bar__minus_02_dot_50_bar__plus_00_dot_62_bar__plus_00_dot_90 - object
        Knife_bar__plus_01_dot_83_bar__plus_00_dot_79_bar__plus_02_dot_55 - object
        Knife_bar__plus_01_dot_00_bar__plus_00_dot_62_bar__minus_00_dot_75 - object
        PepperShaker_bar__plus_00_dot_61_bar__plus_01_dot_04_bar__minus_02_dot_70 - object
        SaltShaker_bar__minus_02_dot_44_bar__plus_00_dot_13_bar__minus_01_dot_15 - object
        Spoon_bar__plus_01_dot_02_bar__plus_00_dot_92_bar__minus_00_dot_72 - object
        Cabinet_bar__plus_00_dot_44_bar__plus_00_dot_42_bar__plus_00_dot_74 - receptacle
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_01_dot_71 - receptacle
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_99 - receptacle
        Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 - receptacle
        Cabinet_bar__minus_00_dot_17_bar__plus_00_dot_42_bar__plus_00_dot_74 - receptacle
        Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29 - receptacle
        Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52 - receptacle
        GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50 - receptacle
        Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 - receptacle
        loc_bar_1_bar_13_bar_1_bar_30 - location
        loc_bar_1_bar_14_bar_1_bar_30 - location
        loc_bar_1_bar_6_bar_2_bar_0 - location
        loc_bar_1_bar_7_bar_1_bar_30 - location
        loc_bar_1_bar_7_bar_2_bar_30 - location
        loc_bar_1_bar__minus_2_bar_1_bar_30 - location
        loc_bar_3_bar_5_bar_1_bar__minus_30 - location
        loc_bar_4_bar_24_bar_1_bar_30 - location
        loc_bar__minus_1_bar_7_bar_2_bar_30 - location
        loc_bar__minus_5_bar_5_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_1_bar__minus_2_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_44_bar__plus_00_dot_42_bar__plus_00_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_44_bar__plus_00_dot_42_bar__plus_00_dot_74 loc_bar_1_bar_7_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_44_bar__plus_00_dot_42_bar__plus_00_dot_74)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_01_dot_71 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_01_dot_71 loc_bar_1_bar_7_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_01_dot_71)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_99 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_99 loc_bar_1_bar_14_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_99)
        (receptacleType Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 loc_bar_3_bar_5_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53)
        (receptacleType Cabinet_bar__minus_00_dot_17_bar__plus_00_dot_42_bar__plus_00_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_17_bar__plus_00_dot_42_bar__plus_00_dot_74 loc_bar__minus_1_bar_7_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_17_bar__plus_00_dot_42_bar__plus_00_dot_74)
        (receptacleType Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29 loc_bar_1_bar_13_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29)
        (receptacleType Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52 loc_bar__minus_5_bar_5_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52)
        (receptacleType GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50 loc_bar_4_bar_24_bar_1_bar_30)
        (receptacleType Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 loc_bar_1_bar_6_bar_2_bar_0)
        (openable Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType SaltShakerType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType EggType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType TomatoType)
        (objectType Tomato_bar__minus_02_dot_49_bar__plus_00_dot_73_bar__minus_02_dot_48 TomatoType)
        (inReceptacle Tomato_bar__minus_02_dot_49_bar__plus_00_dot_73_bar__minus_02_dot_48 Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (objectAtLocation Tomato_bar__minus_02_dot_49_bar__plus_00_dot_73_bar__minus_02_dot_48 loc_bar_1_bar_6_bar_2_bar_0)
        (pickupable Tomato_bar__minus_02_dot_49_bar__plus_00_dot_73_bar__minus_02_dot_48)
        (cleanable Tomato_bar__minus_02_dot_49_bar__plus_00_dot_73_bar__minus_02_dot_48)
        (heatable Tomato_bar__minus_02_dot_49_bar__plus_00_dot_73_bar__minus_02_dot_48)
        (coolable Tomato_bar__minus_02_dot_49_bar__plus_00_dot_73_bar__minus_02_dot_48)
        (sliceable Tomato_bar__minus_02_dot_49_bar__plus_00_dot_73_bar__minus_02_dot_48)
        (objectType Tomato_bar__plus_02_dot_74_bar__plus_00_dot_46_bar__minus_00_dot_79 TomatoType)
        (inReceptacle Tomato_bar__plus_02_dot_74_bar__plus_00_dot_46_bar__minus_00_dot_79 Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (objectAtLocation Tomato_bar__plus_02_dot_74_bar__plus_00_dot_46_bar__minus_00_dot_79 loc_bar_1_bar_6_bar_2_bar_0)
        (pickupable Tomato_bar__plus_02_dot_74_bar__plus_00_dot_46_bar__minus_00_dot_79)
        (cleanable Tomato_bar__plus_02_dot_74_bar__plus_00_dot_46_bar__minus_00_dot_79)
        (heatable Tomato_bar__plus_02_dot_74_bar__plus_00_dot_46_bar__minus_00_dot_79)
        (coolable Tomato_bar__plus_02_dot_74_bar__plus_00_dot_46_bar__minus_00_dot_79)
        (sliceable Tomato_bar__plus_02_dot_74_bar__plus_00_dot_46_bar__minus_00_dot_79)
        (objectType Tomato_bar__minus_02_dot_47_bar__plus_00_dot_20_bar__minus_00_dot_02 TomatoType)
        (inReceptacle Tomato_bar__minus_02_dot_47_bar__plus_00_dot_20_bar__minus_00_dot_02 Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (objectAtLocation Tomato_bar__minus_02_dot_47_bar__plus_00_dot_20_bar__minus_00_dot_02 loc_bar_1_bar_6_bar_2_bar_0)
        (pickupable Tomato_bar__minus_02_dot_47_bar__plus_00_dot_20_bar__minus_00_dot_02)
        (cleanable Tomato_bar__minus_02_dot_47_bar__plus_00_dot_20_bar__minus_00_dot_02)
        (heatable Tomato_bar__minus_02_dot_47_bar__plus_00_dot_20_bar__minus_00_dot_02)
        (coolable Tomato_bar__minus_02_dot_47_bar__plus_00_dot_20_bar__minus_00_dot_02)
        (sliceable Tomato_bar__minus_02_dot_47_bar__plus_00_dot_20_bar__minus_00_dot_02)
        (objectType DishSponge_bar__minus_02_dot_12_bar__plus_00_dot_42_bar__plus_03_dot_00 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_12_bar__plus_00_dot_42_bar__plus_03_dot_00 Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53)
        (objectAtLocation DishSponge_bar__minus_02_dot_12_bar__plus_00_dot_42_bar__plus_03_dot_00 loc_bar_3_bar_5_bar_1_bar__minus_30)
        (pickupable DishSponge_bar__minus_02_dot_12_bar__plus_00_dot_42_bar__plus_03_dot_00)
        (cleanable DishSponge_bar__minus_02_dot_12_bar__plus_00_dot_42_bar__plus_03_dot_00)
        (objectType Egg_bar__minus_02_dot_50_bar__plus_00_dot_62_bar__plus_00_dot_90 EggType)
        (inReceptacle Egg_bar__minus_02_dot_50_bar__plus_00_dot_62_bar__plus_00_dot_90 Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (objectAtLocation Egg_bar__minus_02_dot_50_bar__plus_00_dot_62_bar__plus_00_dot_90 loc_bar_1_bar_6_bar_2_bar_0)
        (pickupable Egg_bar__minus_02_dot_50_bar__plus_00_dot_62_bar__plus_00_dot_90)
        (cleanable Egg_bar__minus_02_dot_50_bar__plus_00_dot_62_bar__plus_00_dot_90)
        (heatable Egg_bar__minus_02_dot_50_bar__plus_00_dot_62_bar__plus_00_dot_90)
        (coolable Egg_bar__minus_02_dot_50_bar__plus_00_dot_62_bar__plus_00_dot_90)
        (sliceable Egg_bar__minus_02_dot_50_bar__plus_00_dot_62_bar__plus_00_dot_90)
        (objectType Knife_bar__plus_01_dot_83_bar__plus_00_dot_79_bar__plus_02_dot_55 KnifeType)
        (inReceptacle Knife_bar__plus_01_dot_83_bar__plus_00_dot_79_bar__plus_02_dot_55 Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29)
        (objectAtLocation Knife_bar__plus_01_dot_83_bar__plus_00_dot_79_bar__plus_02_dot_55 loc_bar_1_bar_13_bar_1_bar_30)
        (pickupable Knife_bar__plus_01_dot_83_bar__plus_00_dot_79_bar__plus_02_dot_55)
        (cleanable Knife_bar__plus_01_dot_83_bar__plus_00_dot_79_bar__plus_02_dot_55)
        (objectType Knife_bar__plus_01_dot_00_bar__plus_00_dot_62_bar__minus_00_dot_75 KnifeType)
        (inReceptacle Knife_bar__plus_01_dot_00_bar__plus_00_dot_62_bar__minus_00_dot_75 Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52)
        (objectAtLocation Knife_bar__plus_01_dot_00_bar__plus_00_dot_62_bar__minus_00_dot_75 loc_bar__minus_5_bar_5_bar_1_bar_30)
        (pickupable Knife_bar__plus_01_dot_00_bar__plus_00_dot_62_bar__minus_00_dot_75)
        (cleanable Knife_bar__plus_01_dot_00_bar__plus_00_dot_62_bar__minus_00_dot_75)
        (objectType PepperShaker_bar__plus_00_dot_61_bar__plus_01_dot_04_bar__minus_02_dot_70 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_00_dot_61_bar__plus_01_dot_04_bar__minus_02_dot_70 Cabinet_bar__minus_00_dot_17_bar__plus_00_dot_42_bar__plus_00_dot_74)
        (objectAtLocation PepperShaker_bar__plus_00_dot_61_bar__plus_01_dot_04_bar__minus_02_dot_70 loc_bar__minus_1_bar_7_bar_2_bar_30)
        (pickupable PepperShaker_bar__plus_00_dot_61_bar__plus_01_dot_04_bar__minus_02_dot_70)
        (objectType SaltShaker_bar__minus_02_dot_44_bar__plus_00_dot_13_bar__minus_01_dot_15 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_02_dot_44_bar__plus_00_dot_13_bar__minus_01_dot_15 Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53)
        (objectAtLocation SaltShaker_bar__minus_02_dot_44_bar__plus_00_dot_13_bar__minus_01_dot_15 loc_bar_3_bar_5_bar_1_bar__minus_30)
        (pickupable SaltShaker_bar__minus_02_dot_44_bar__plus_00_dot_13_bar__minus_01_dot_15)
        (objectType Spoon_bar__plus_01_dot_02_bar__plus_00_dot_92_bar__minus_00_dot_72 SpoonType)
        (inReceptacle Spoon_bar__plus_01_dot_02_bar__plus_00_dot_92_bar__minus_00_dot_72 Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52)
        (objectAtLocation Spoon_bar__plus_01_dot_02_bar__plus_00_dot_92_bar__minus_00_dot_72 loc_bar__minus_5_bar_5_bar_1_bar_30)
        (pickupable Spoon_bar__plus_01_dot_02_bar__plus_00_dot_92_bar__minus_00_dot_72)
        (cleanable Spoon_bar__plus_01_dot_02_bar__plus_00_dot_92_bar__minus_00_dot_72)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r GarbageCanType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
