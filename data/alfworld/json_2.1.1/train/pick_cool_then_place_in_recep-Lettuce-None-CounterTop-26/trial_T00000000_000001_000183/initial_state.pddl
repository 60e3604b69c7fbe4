(define (problem plan_trial_T00000000_000001_000183)
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
        BowlType - otype
        ButterKnifeType - otype
        EggType - otype
        ForkType - otype
        KnifeType - otype
        LettuceType - otype
        SoapBottleType - otype
        SpatulaType - otype
        Lettuce_bar__minus_02_dot_94_bar__plus_00_dot_43_bar__minus_02_dot_91 - object
        Bowl_bar__minus_01_dot_23_bar__plus_00_dot_82_bar__plus_01_dot_31 - object
        Bowl_bar__minus_02_dot_82_bar__plus_01_dot_47_bar__minus_00_dot_46 - object
        Egg_bar__plus_02_dot_66_bar__plus_00_dot_80_bar__plus_00_dot_75 - object
        Egg_bar__minus_00_dot_16_bar__plus_00_dot_32_bar__minus_00_dot_45 - object
        Fork_bar__plus_00_dot_89_bar__plus_00_dot_66_bar__minus_00_dot_39 - object
        SoapBottle_bar__minus_00_dot_68_bar__plus_00_dot_68_bar__minus_02_dot_53 - object
        SoapBottle_bar__minus_02_dot_83_bar__plus_01_dot_24_bar__minus_02_dot_14 - object
        Spatula_bar__plus_02_dot_88_bar__plus_00_dot_41_bar__minus_00_dot_27 - object
        Spatula_bar__minus_01_dot_67_bar__plus_00_dot_73_bar__plus_02_dot_83 - object
        Cabinet_bar__minus_00_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39 - receptacle
        Cabinet_bar__minus_01_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39 - receptacle
        Cabinet_bar__minus_02_dot_47_bar__plus_02_dot_05_bar__plus_00_dot_39 - receptacle
        CounterTop_bar__minus_01_dot_37_bar__plus_00_dot_95_bar__plus_00_dot_35 - receptacle
        CounterTop_bar__minus_02_dot_78_bar__plus_00_dot_97_bar__plus_03_dot_49 - receptacle
        DiningTable_bar__minus_00_dot_47_bar__plus_00_dot_01_bar__plus_03_dot_00 - receptacle
        DiningTable_bar__minus_02_dot_76_bar__plus_00_dot_01_bar__plus_02_dot_36 - receptacle
        Drawer_bar__minus_01_dot_82_bar__plus_00_dot_70_bar__plus_00_dot_41 - receptacle
        Drawer_bar__minus_02_dot_32_bar__plus_00_dot_70_bar__plus_00_dot_41 - receptacle
        Fridge_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__plus_04_dot_43 - receptacle
        Microwave_bar__minus_00_dot_36_bar__plus_00_dot_91_bar__plus_00_dot_22 - receptacle
        loc_bar_5_bar__minus_1_bar_0_bar_30 - location
        loc_bar__minus_3_bar_5_bar_2_bar_30 - location
        loc_bar__minus_3_bar_5_bar_2_bar__minus_30 - location
        loc_bar__minus_4_bar_5_bar_3_bar_30 - location
        loc_bar__minus_5_bar_11_bar_1_bar_30 - location
        loc_bar__minus_5_bar_4_bar_2_bar__minus_30 - location
        loc_bar__minus_6_bar_5_bar_3_bar_30 - location
        loc_bar__minus_7_bar_17_bar_3_bar_30 - location
        loc_bar__minus_8_bar_10_bar_3_bar_30 - location
        loc_bar__minus_8_bar_14_bar_3_bar_30 - location
        loc_bar__minus_8_bar_4_bar_2_bar_30 - location
        loc_bar__minus_8_bar_5_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_5_bar__minus_1_bar_0_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39 loc_bar__minus_3_bar_5_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39)
        (receptacleType Cabinet_bar__minus_01_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39 loc_bar__minus_5_bar_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39)
        (receptacleType Cabinet_bar__minus_02_dot_47_bar__plus_02_dot_05_bar__plus_00_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_47_bar__plus_02_dot_05_bar__plus_00_dot_39 loc_bar__minus_8_bar_4_bar_2_bar_30)
        (openable Cabinet_bar__minus_02_dot_47_bar__plus_02_dot_05_bar__plus_00_dot_39)
        (receptacleType CounterTop_bar__minus_01_dot_37_bar__plus_00_dot_95_bar__plus_00_dot_35 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_37_bar__plus_00_dot_95_bar__plus_00_dot_35 loc_bar__minus_8_bar_5_bar_2_bar_30)
        (receptacleType CounterTop_bar__minus_02_dot_78_bar__plus_00_dot_97_bar__plus_03_dot_49 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_78_bar__plus_00_dot_97_bar__plus_03_dot_49 loc_bar__minus_8_bar_14_bar_3_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_47_bar__plus_00_dot_01_bar__plus_03_dot_00 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_47_bar__plus_00_dot_01_bar__plus_03_dot_00 loc_bar__minus_5_bar_11_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_02_dot_76_bar__plus_00_dot_01_bar__plus_02_dot_36 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_76_bar__plus_00_dot_01_bar__plus_02_dot_36 loc_bar__minus_8_bar_10_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_01_dot_82_bar__plus_00_dot_70_bar__plus_00_dot_41 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_82_bar__plus_00_dot_70_bar__plus_00_dot_41 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_82_bar__plus_00_dot_70_bar__plus_00_dot_41)
        (receptacleType Drawer_bar__minus_02_dot_32_bar__plus_00_dot_70_bar__plus_00_dot_41 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_32_bar__plus_00_dot_70_bar__plus_00_dot_41 loc_bar__minus_6_bar_5_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_32_bar__plus_00_dot_70_bar__plus_00_dot_41)
        (receptacleType Fridge_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__plus_04_dot_43 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__plus_04_dot_43 loc_bar__minus_7_bar_17_bar_3_bar_30)
        (openable Fridge_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__plus_04_dot_43)
        (receptacleType Microwave_bar__minus_00_dot_36_bar__plus_00_dot_91_bar__plus_00_dot_22 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_36_bar__plus_00_dot_91_bar__plus_00_dot_22 loc_bar__minus_3_bar_5_bar_2_bar_30)
        (openable Microwave_bar__minus_00_dot_36_bar__plus_00_dot_91_bar__plus_00_dot_22)
        (canContain CabinetType BowlType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpatulaType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType SpatulaType)
        (objectType Lettuce_bar__minus_02_dot_94_bar__plus_00_dot_43_bar__minus_02_dot_91 LettuceType)
        (inReceptacle Lettuce_bar__minus_02_dot_94_bar__plus_00_dot_43_bar__minus_02_dot_91 DiningTable_bar__minus_02_dot_76_bar__plus_00_dot_01_bar__plus_02_dot_36)
        (objectAtLocation Lettuce_bar__minus_02_dot_94_bar__plus_00_dot_43_bar__minus_02_dot_91 loc_bar__minus_8_bar_10_bar_3_bar_30)
        (pickupable Lettuce_bar__minus_02_dot_94_bar__plus_00_dot_43_bar__minus_02_dot_91)
        (cleanable Lettuce_bar__minus_02_dot_94_bar__plus_00_dot_43_bar__minus_02_dot_91)
        (coolable Lettuce_bar__minus_02_dot_94_bar__plus_00_dot_43_bar__minus_02_dot_91)
        (sliceable Lettuce_bar__minus_02_dot_94_bar__plus_00_dot_43_bar__minus_02_dot_91)
        (objectType Bowl_bar__minus_01_dot_23_bar__plus_00_dot_82_bar__plus_01_dot_31 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_23_bar__plus_00_dot_82_bar__plus_01_dot_31 DiningTable_bar__minus_00_dot_47_bar__plus_00_dot_01_bar__plus_03_dot_00)
        (objectAtLocation Bowl_bar__minus_01_dot_23_bar__plus_00_dot_82_bar__plus_01_dot_31 loc_bar__minus_5_bar_11_bar_1_bar_30)
        (pickupable Bowl_bar__minus_01_dot_23_bar__plus_00_dot_82_bar__plus_01_dot_31)
        (cleanable Bowl_bar__minus_01_dot_23_bar__plus_00_dot_82_bar__plus_01_dot_31)
        (coolable Bowl_bar__minus_01_dot_23_bar__plus_00_dot_82_bar__plus_01_dot_31)
        (isReceptacleObject Bowl_bar__minus_01_dot_23_bar__plus_00_dot_82_bar__plus_01_dot_31)
        (objectType Bowl_bar__minus_02_dot_82_bar__plus_01_dot_47_bar__minus_00_dot_46 BowlType)
        (inReceptacle Bowl_bar__minus_02_dot_82_bar__plus_01_dot_47_bar__minus_00_dot_46 CounterTop_bar__minus_02_dot_78_bar__plus_00_dot_97_bar__plus_03_dot_49)
        (objectAtLocation Bowl_bar__minus_02_dot_82_bar__plus_01_dot_47_bar__minus_00_dot_46 loc_bar__minus_8_bar_14_bar_3_bar_30)
        (pickupable Bowl_bar__minus_02_dot_82_bar__plus_01_dot_47_bar__minus_00_dot_46)
        (cleanable Bowl_bar__minus_02_dot_82_bar__plus_01_dot_47_bar__minus_00_dot_46)
        (coolable Bowl_bar__minus_02_dot_82_bar__plus_01_dot_47_bar__minus_00_dot_46)
        (isReceptacleObject Bowl_bar__minus_02_dot_82_bar__plus_01_dot_47_bar__minus_00_dot_46)
        (objectType Egg_bar__plus_02_dot_66_bar__plus_00_dot_80_bar__plus_00_dot_75 EggType)
        (inReceptacle Egg_bar__plus_02_dot_66_bar__plus_00_dot_80_bar__plus_00_dot_75 Fridge_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__plus_04_dot_43)
        (objectAtLocation Egg_bar__plus_02_dot_66_bar__plus_00_dot_80_bar__plus_00_dot_75 loc_bar__minus_7_bar_17_bar_3_bar_30)
        (pickupable Egg_bar__plus_02_dot_66_bar__plus_00_dot_80_bar__plus_00_dot_75)
        (cleanable Egg_bar__plus_02_dot_66_bar__plus_00_dot_80_bar__plus_00_dot_75)
        (heatable Egg_bar__plus_02_dot_66_bar__plus_00_dot_80_bar__plus_00_dot_75)
        (coolable Egg_bar__plus_02_dot_66_bar__plus_00_dot_80_bar__plus_00_dot_75)
        (sliceable Egg_bar__plus_02_dot_66_bar__plus_00_dot_80_bar__plus_00_dot_75)
        (objectType Egg_bar__minus_00_dot_16_bar__plus_00_dot_32_bar__minus_00_dot_45 EggType)
        (inReceptacle Egg_bar__minus_00_dot_16_bar__plus_00_dot_32_bar__minus_00_dot_45 Fridge_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__plus_04_dot_43)
        (objectAtLocation Egg_bar__minus_00_dot_16_bar__plus_00_dot_32_bar__minus_00_dot_45 loc_bar__minus_7_bar_17_bar_3_bar_30)
        (pickupable Egg_bar__minus_00_dot_16_bar__plus_00_dot_32_bar__minus_00_dot_45)
        (cleanable Egg_bar__minus_00_dot_16_bar__plus_00_dot_32_bar__minus_00_dot_45)
        (heatable Egg_bar__minus_00_dot_16_bar__plus_00_dot_32_bar__minus_00_dot_45)
        (coolable Egg_bar__minus_00_dot_16_bar__plus_00_dot_32_bar__minus_00_dot_45)
        (sliceable Egg_bar__minus_00_dot_16_bar__plus_00_dot_32_bar__minus_00_dot_45)
        (objectType Fork_bar__plus_00_dot_89_bar__plus_00_dot_66_bar__minus_00_dot_39 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_89_bar__plus_00_dot_66_bar__minus_00_dot_39 Drawer_bar__minus_02_dot_32_bar__plus_00_dot_70_bar__plus_00_dot_41)
        (objectAtLocation Fork_bar__plus_00_dot_89_bar__plus_00_dot_66_bar__minus_00_dot_39 loc_bar__minus_6_bar_5_bar_3_bar_30)
        (pickupable Fork_bar__plus_00_dot_89_bar__plus_00_dot_66_bar__minus_00_dot_39)
        (cleanable Fork_bar__plus_00_dot_89_bar__plus_00_dot_66_bar__minus_00_dot_39)
        (objectType SoapBottle_bar__minus_00_dot_68_bar__plus_00_dot_68_bar__minus_02_dot_53 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_68_bar__plus_00_dot_68_bar__minus_02_dot_53 DiningTable_bar__minus_02_dot_76_bar__plus_00_dot_01_bar__plus_02_dot_36)
        (objectAtLocation SoapBottle_bar__minus_00_dot_68_bar__plus_00_dot_68_bar__minus_02_dot_53 loc_bar__minus_8_bar_10_bar_3_bar_30)
        (pickupable SoapBottle_bar__minus_00_dot_68_bar__plus_00_dot_68_bar__minus_02_dot_53)
        (objectType SoapBottle_bar__minus_02_dot_83_bar__plus_01_dot_24_bar__minus_02_dot_14 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_83_bar__plus_01_dot_24_bar__minus_02_dot_14 Cabinet_bar__minus_01_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39)
        (objectAtLocation SoapBottle_bar__minus_02_dot_83_bar__plus_01_dot_24_bar__minus_02_dot_14 loc_bar__minus_5_bar_4_bar_2_bar__minus_30)
        (pickupable SoapBottle_bar__minus_02_dot_83_bar__plus_01_dot_24_bar__minus_02_dot_14)
        (objectType Spatula_bar__plus_02_dot_88_bar__plus_00_dot_41_bar__minus_00_dot_27 SpatulaType)
        (inReceptacle Spatula_bar__plus_02_dot_88_bar__plus_00_dot_41_bar__minus_00_dot_27 Drawer_bar__minus_02_dot_32_bar__plus_00_dot_70_bar__plus_00_dot_41)
        (objectAtLocation Spatula_bar__plus_02_dot_88_bar__plus_00_dot_41_bar__minus_00_dot_27 loc_bar__minus_6_bar_5_bar_3_bar_30)
        (pickupable Spatula_bar__plus_02_dot_88_bar__plus_00_dot_41_bar__minus_00_dot_27)
        (cleanable Spatula_bar__plus_02_dot_88_bar__plus_00_dot_41_bar__minus_00_dot_27)
        (objectType Spatula_bar__minus_01_dot_67_bar__plus_00_dot_73_bar__plus_02_dot_83 SpatulaType)
        (inReceptacle Spatula_bar__minus_01_dot_67_bar__plus_00_dot_73_bar__plus_02_dot_83 DiningTable_bar__minus_00_dot_47_bar__plus_00_dot_01_bar__plus_03_dot_00)
        (objectAtLocation Spatula_bar__minus_01_dot_67_bar__plus_00_dot_73_bar__plus_02_dot_83 loc_bar__minus_5_bar_11_bar_1_bar_30)
        (pickupable Spatula_bar__minus_01_dot_67_bar__plus_00_dot_73_bar__plus_02_dot_83)
        (cleanable Spatula_bar__minus_01_dot_67_bar__plus_00_dot_73_bar__plus_02_dot_83)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o LettuceType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
