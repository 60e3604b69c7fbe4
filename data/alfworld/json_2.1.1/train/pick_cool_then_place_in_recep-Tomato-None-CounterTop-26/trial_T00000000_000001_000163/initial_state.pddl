(define (problem plan_trial_T00000000_000001_000163)
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
        AppleType - otype
        ButterKnifeType - otype
        DishSpongeType - otype
        EggType - otype
        KnifeType - otype
        LettuceType - otype
        PanType - otype
        SaltShakerType - otype
        SoapBottleType - otype
        TomatoType - otype
        Tomato_bar__plus_02_dot_10_bar__plus_00_dot_61_bar__plus_02_dot_29 - object
        Tomato_bar__minus_02_dot_63_bar__plus_00_dot_04_bar__plus_01_dot_20 - object
        Tomato_bar__minus_00_dot_09_bar__plus_00_dot_03_bar__minus_00_dot_38 - object
        Apple_bar__plus_00_dot_32_bar__plus_00_dot_84_bar__minus_00_dot_36 - object
        Apple_bar__plus_01_dot_75_bar__plus_00_dot_07_bar__plus_00_dot_88 - object
        DishSponge_bar__plus_00_dot_35_bar__plus_00_dot_00_bar__minus_00_dot_69 - object
        DishSponge_bar__minus_02_dot_71_bar__plus_00_dot_08_bar__minus_00_dot_83 - object
        Egg_bar__minus_02_dot_85_bar__plus_00_dot_63_bar__plus_00_dot_70 - object
        Lettuce_bar__minus_00_dot_43_bar__plus_01_dot_03_bar__plus_00_dot_97 - object
        Lettuce_bar__plus_01_dot_83_bar__plus_01_dot_23_bar__minus_01_dot_83 - object
        Pan_bar__plus_01_dot_68_bar__plus_00_dot_60_bar__plus_01_dot_00 - object
        Pan_bar__plus_00_dot_79_bar__plus_00_dot_30_bar__minus_02_dot_97 - object
        SaltShaker_bar__minus_00_dot_37_bar__plus_00_dot_53_bar__plus_00_dot_25 - object
        SaltShaker_bar__minus_02_dot_04_bar__plus_01_dot_43_bar__minus_00_dot_00 - object
        SoapBottle_bar__minus_01_dot_40_bar__plus_00_dot_23_bar__plus_01_dot_48 - object
        SoapBottle_bar__minus_02_dot_47_bar__plus_01_dot_02_bar__plus_02_dot_94 - object
        Cabinet_bar__minus_00_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39 - receptacle
        Cabinet_bar__minus_01_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39 - receptacle
        Cabinet_bar__minus_02_dot_47_bar__plus_02_dot_05_bar__plus_00_dot_39 - receptacle
        CounterTop_bar__minus_01_dot_37_bar__plus_00_dot_95_bar__plus_00_dot_35 - receptacle
        CounterTop_bar__minus_02_dot_78_bar__plus_00_dot_97_bar__plus_03_dot_49 - receptacle
        DiningTable_bar__minus_00_dot_47_bar__plus_00_dot_01_bar__plus_03_dot_00 - receptacle
        DiningTable_bar__minus_02_dot_76_bar__plus_00_dot_01_bar__plus_02_dot_36 - receptacle
        Drawer_bar__minus_00_dot_33_bar__plus_00_dot_70_bar__plus_00_dot_41 - receptacle
        Drawer_bar__minus_01_dot_82_bar__plus_00_dot_70_bar__plus_00_dot_41 - receptacle
        Fridge_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__plus_04_dot_43 - receptacle
        Microwave_bar__minus_00_dot_36_bar__plus_00_dot_91_bar__plus_00_dot_22 - receptacle
        loc_bar__minus_11_bar__minus_3_bar_1_bar_30 - location
        loc_bar__minus_3_bar_5_bar_2_bar_30 - location
        loc_bar__minus_3_bar_5_bar_2_bar__minus_30 - location
        loc_bar__minus_3_bar_6_bar_2_bar_30 - location
        loc_bar__minus_4_bar_5_bar_3_bar_30 - location
        loc_bar__minus_5_bar_11_bar_1_bar_30 - location
        loc_bar__minus_5_bar_4_bar_2_bar__minus_30 - location
        loc_bar__minus_7_bar_17_bar_3_bar_30 - location
        loc_bar__minus_8_bar_10_bar_3_bar_30 - location
        loc_bar__minus_8_bar_14_bar_3_bar_30 - location
        loc_bar__minus_8_bar_4_bar_2_bar_30 - location
        loc_bar__minus_8_bar_5_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_11_bar__minus_3_bar_1_bar_30)
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
        (receptacleType Drawer_bar__minus_00_dot_33_bar__plus_00_dot_70_bar__plus_00_dot_41 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_33_bar__plus_00_dot_70_bar__plus_00_dot_41 loc_bar__minus_3_bar_6_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_33_bar__plus_00_dot_70_bar__plus_00_dot_41)
        (receptacleType Drawer_bar__minus_01_dot_82_bar__plus_00_dot_70_bar__plus_00_dot_41 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_82_bar__plus_00_dot_70_bar__plus_00_dot_41 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_82_bar__plus_00_dot_70_bar__plus_00_dot_41)
        (receptacleType Fridge_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__plus_04_dot_43 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__plus_04_dot_43 loc_bar__minus_7_bar_17_bar_3_bar_30)
        (openable Fridge_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__plus_04_dot_43)
        (receptacleType Microwave_bar__minus_00_dot_36_bar__plus_00_dot_91_bar__plus_00_dot_22 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_36_bar__plus_00_dot_91_bar__plus_00_dot_22 loc_bar__minus_3_bar_5_bar_2_bar_30)
        (openable Microwave_bar__minus_00_dot_36_bar__plus_00_dot_91_bar__plus_00_dot_22)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain FridgeType AppleType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PanType)
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
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType TomatoType)
        (objectType Tomato_bar__plus_02_dot_10_bar__plus_00_dot_61_bar__plus_02_dot_29 TomatoType)
        (inReceptacle Tomato_bar__plus_02_dot_10_bar__plus_00_dot_61_bar__plus_02_dot_29 Fridge_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__plus_04_dot_43)
        (objectAtLocation Tomato_bar__plus_02_dot_10_bar__plus_00_dot_61_bar__plus_02_dot_29 loc_bar__minus_7_bar_17_bar_3_bar_30)
        (pickupable Tomato_bar__plus_02_dot_10_bar__plus_00_dot_61_bar__plus_02_dot_29)
        (cleanable Tomato_bar__plus_02_dot_10_bar__plus_00_dot_61_bar__plus_02_dot_29)
        (heatable Tomato_bar__plus_02_dot_10_bar__plus_00_dot_61_bar__plus_02_dot_29)
        (coolable Tomato_bar__plus_02_dot_10_bar__plus_00_dot_61_bar__plus_02_dot_29)
        (sliceable Tomato_bar__plus_02_dot_10_bar__plus_00_dot_61_bar__plus_02_dot_29)
        (objectType Tomato_bar__minus_02_dot_63_bar__plus_00_dot_04_bar__plus_01_dot_20 TomatoType)
        (inReceptacle Tomato_bar__minus_02_dot_63_bar__plus_00_dot_04_bar__plus_01_dot_20 Microwave_bar__minus_00_dot_36_bar__plus_00_dot_91_bar__plus_00_dot_22)
        (objectAtLocation Tomato_bar__minus_02_dot_63_bar__plus_00_dot_04_bar__plus_01_dot_20 loc_bar__minus_3_bar_5_bar_2_bar_30)
        (pickupable Tomato_bar__minus_02_dot_63_bar__plus_00_dot_04_bar__plus_01_dot_20)
        (cleanable Tomato_bar__minus_02_dot_63_bar__plus_00_dot_04_bar__plus_01_dot_20)
        (heatable Tomato_bar__minus_02_dot_63_bar__plus_00_dot_04_bar__plus_01_dot_20)
        (coolable Tomato_bar__minus_02_dot_63_bar__plus_00_dot_04_bar__plus_01_dot_20)
        (sliceable Tomato_bar__minus_02_dot_63_bar__plus_00_dot_04_bar__plus_01_dot_20)
        (objectType Tomato_bar__minus_00_dot_09_bar__plus_00_dot_03_bar__minus_00_dot_38 TomatoType)
        (inReceptacle Tomato_bar__minus_00_dot_09_bar__plus_00_dot_03_bar__minus_00_dot_38 DiningTable_bar__minus_00_dot_47_bar__plus_00_dot_01_bar__plus_03_dot_00)
        (objectAtLocation Tomato_bar__minus_00_dot_09_bar__plus_00_dot_03_bar__minus_00_dot_38 loc_bar__minus_5_bar_11_bar_1_bar_30)
        (pickupable Tomato_bar__minus_00_dot_09_bar__plus_00_dot_03_bar__minus_00_dot_38)
        (cleanable Tomato_bar__minus_00_dot_09_bar__plus_00_dot_03_bar__minus_00_dot_38)
        (heatable Tomato_bar__minus_00_dot_09_bar__plus_00_dot_03_bar__minus_00_dot_38)
        (coolable Tomato_bar__minus_00_dot_09_bar__plus_00_dot_03_bar__minus_00_dot_38)
        (sliceable Tomato_bar__minus_00_dot_09_bar__plus_00_dot_03_bar__minus_00_dot_38)
        (objectType Apple_bar__plus_00_dot_32_bar__plus_00_dot_84_bar__minus_00_dot_36 AppleType)
        (inReceptacle Apple_bar__plus_00_dot_32_bar__plus_00_dot_84_bar__minus_00_dot_36 Microwave_bar__minus_00_dot_36_bar__plus_00_dot_91_bar__plus_00_dot_22)
        (objectAtLocation Apple_bar__plus_00_dot_32_bar__plus_00_dot_84_bar__minus_00_dot_36 loc_bar__minus_3_bar_5_bar_2_bar_30)
        (pickupable Apple_bar__plus_00_dot_32_bar__plus_00_dot_84_bar__minus_00_dot_36)
        (cleanable Apple_bar__plus_00_dot_32_bar__plus_00_dot_84_bar__minus_00_dot_36)
        (heatable Apple_bar__plus_00_dot_32_bar__plus_00_dot_84_bar__minus_00_dot_36)
        (coolable Apple_bar__plus_00_dot_32_bar__plus_00_dot_84_bar__minus_00_dot_36)
        (sliceable Apple_bar__plus_00_dot_32_bar__plus_00_dot_84_bar__minus_00_dot_36)
        (objectType Apple_bar__plus_01_dot_75_bar__plus_00_dot_07_bar__plus_00_dot_88 AppleType)
        (inReceptacle Apple_bar__plus_01_dot_75_bar__plus_00_dot_07_bar__plus_00_dot_88 DiningTable_bar__minus_00_dot_47_bar__plus_00_dot_01_bar__plus_03_dot_00)
        (objectAtLocation Apple_bar__plus_01_dot_75_bar__plus_00_dot_07_bar__plus_00_dot_88 loc_bar__minus_5_bar_11_bar_1_bar_30)
        (pickupable Apple_bar__plus_01_dot_75_bar__plus_00_dot_07_bar__plus_00_dot_88)
        (cleanable Apple_bar__plus_01_dot_75_bar__plus_00_dot_07_bar__plus_00_dot_88)
        (heatable Apple_bar__plus_01_dot_75_bar__plus_00_dot_07_bar__plus_00_dot_88)
        (coolable Apple_bar__plus_01_dot_75_bar__plus_00_dot_07_bar__plus_00_dot_88)
        (sliceable Apple_bar__plus_01_dot_75_bar__plus_00_dot_07_bar__plus_00_dot_88)
        (objectType DishSponge_bar__plus_00_dot_35_bar__plus_00_dot_00_bar__minus_00_dot_69 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_00_dot_35_bar__plus_00_dot_00_bar__minus_00_dot_69 CounterTop_bar__minus_01_dot_37_bar__plus_00_dot_95_bar__plus_00_dot_35)
        (objectAtLocation DishSponge_bar__plus_00_dot_35_bar__plus_00_dot_00_bar__minus_00_dot_69 loc_bar__minus_8_bar_5_bar_2_bar_30)
        (pickupable DishSponge_bar__plus_00_dot_35_bar__plus_00_dot_00_bar__minus_00_dot_69)
        (cleanable DishSponge_bar__plus_00_dot_35_bar__plus_00_dot_00_bar__minus_00_dot_69)
        (objectType DishSponge_bar__minus_02_dot_71_bar__plus_00_dot_08_bar__minus_00_dot_83 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_71_bar__plus_00_dot_08_bar__minus_00_dot_83 Drawer_bar__minus_01_dot_82_bar__plus_00_dot_70_bar__plus_00_dot_41)
        (objectAtLocation DishSponge_bar__minus_02_dot_71_bar__plus_00_dot_08_bar__minus_00_dot_83 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (pickupable DishSponge_bar__minus_02_dot_71_bar__plus_00_dot_08_bar__minus_00_dot_83)
        (cleanable DishSponge_bar__minus_02_dot_71_bar__plus_00_dot_08_bar__minus_00_dot_83)
        (objectType Egg_bar__minus_02_dot_85_bar__plus_00_dot_63_bar__plus_00_dot_70 EggType)
        (inReceptacle Egg_bar__minus_02_dot_85_bar__plus_00_dot_63_bar__plus_00_dot_70 CounterTop_bar__minus_01_dot_37_bar__plus_00_dot_95_bar__plus_00_dot_35)
        (objectAtLocation Egg_bar__minus_02_dot_85_bar__plus_00_dot_63_bar__plus_00_dot_70 loc_bar__minus_8_bar_5_bar_2_bar_30)
        (pickupable Egg_bar__minus_02_dot_85_bar__plus_00_dot_63_bar__plus_00_dot_70)
        (cleanable Egg_bar__minus_02_dot_85_bar__plus_00_dot_63_bar__plus_00_dot_70)
        (heatable Egg_bar__minus_02_dot_85_bar__plus_00_dot_63_bar__plus_00_dot_70)
        (coolable Egg_bar__minus_02_dot_85_bar__plus_00_dot_63_bar__plus_00_dot_70)
        (sliceable Egg_bar__minus_02_dot_85_bar__plus_00_dot_63_bar__plus_00_dot_70)
        (objectType Lettuce_bar__minus_00_dot_43_bar__plus_01_dot_03_bar__plus_00_dot_97 LettuceType)
        (inReceptacle Lettuce_bar__minus_00_dot_43_bar__plus_01_dot_03_bar__plus_00_dot_97 DiningTable_bar__minus_02_dot_76_bar__plus_00_dot_01_bar__plus_02_dot_36)
        (objectAtLocation Lettuce_bar__minus_00_dot_43_bar__plus_01_dot_03_bar__plus_00_dot_97 loc_bar__minus_8_bar_10_bar_3_bar_30)
        (pickupable Lettuce_bar__minus_00_dot_43_bar__plus_01_dot_03_bar__plus_00_dot_97)
        (cleanable Lettuce_bar__minus_00_dot_43_bar__plus_01_dot_03_bar__plus_00_dot_97)
        (coolable Lettuce_bar__minus_00_dot_43_bar__plus_01_dot_03_bar__plus_00_dot_97)
        (sliceable Lettuce_bar__minus_00_dot_43_bar__plus_01_dot_03_bar__plus_00_dot_97)
        (objectType Lettuce_bar__plus_01_dot_83_bar__plus_01_dot_23_bar__minus_01_dot_83 LettuceType)
        (inReceptacle Lettuce_bar__plus_01_dot_83_bar__plus_01_dot_23_bar__minus_01_dot_83 DiningTable_bar__minus_00_dot_47_bar__plus_00_dot_01_bar__plus_03_dot_00)
        (objectAtLocation Lettuce_bar__plus_01_dot_83_bar__plus_01_dot_23_bar__minus_01_dot_83 loc_bar__minus_5_bar_11_bar_1_bar_30)
        (pickupable Lettuce_bar__plus_01_dot_83_bar__plus_01_dot_23_bar__minus_01_dot_83)
        (cleanable Lettuce_bar__plus_01_dot_83_bar__plus_01_dot_23_bar__minus_01_dot_83)
        (coolable Lettuce_bar__plus_01_dot_83_bar__plus_01_dot_23_bar__minus_01_dot_83)
        (sliceable Lettuce_bar__plus_01_dot_83_bar__plus_01_dot_23_bar__minus_01_dot_83)
        (objectType Pan_bar__plus_01_dot_68_bar__plus_00_dot_60_bar__plus_01_dot_00 PanType)
        (inReceptacle Pan_bar__plus_01_dot_68_bar__plus_00_dot_60_bar__plus_01_dot_00 Cabinet_bar__minus_00_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39)
        (objectAtLocation Pan_bar__plus_01_dot_68_bar__plus_00_dot_60_bar__plus_01_dot_00 loc_bar__minus_3_bar_5_bar_2_bar__minus_30)
        (pickupable Pan_bar__plus_01_dot_68_bar__plus_00_dot_60_bar__plus_01_dot_00)
        (cleanable Pan_bar__plus_01_dot_68_bar__plus_00_dot_60_bar__plus_01_dot_00)
        (coolable Pan_bar__plus_01_dot_68_bar__plus_00_dot_60_bar__plus_01_dot_00)
        (isReceptacleObject Pan_bar__plus_01_dot_68_bar__plus_00_dot_60_bar__plus_01_dot_00)
        (objectType Pan_bar__plus_00_dot_79_bar__plus_00_dot_30_bar__minus_02_dot_97 PanType)
        (inReceptacle Pan_bar__plus_00_dot_79_bar__plus_00_dot_30_bar__minus_02_dot_97 CounterTop_bar__minus_01_dot_37_bar__plus_00_dot_95_bar__plus_00_dot_35)
        (objectAtLocation Pan_bar__plus_00_dot_79_bar__plus_00_dot_30_bar__minus_02_dot_97 loc_bar__minus_8_bar_5_bar_2_bar_30)
        (pickupable Pan_bar__plus_00_dot_79_bar__plus_00_dot_30_bar__minus_02_dot_97)
        (cleanable Pan_bar__plus_00_dot_79_bar__plus_00_dot_30_bar__minus_02_dot_97)
        (coolable Pan_bar__plus_00_dot_79_bar__plus_00_dot_30_bar__minus_02_dot_97)
        (isReceptacleObject Pan_bar__plus_00_dot_79_bar__plus_00_dot_30_bar__minus_02_dot_97)
        (objectType SaltShaker_bar__minus_00_dot_37_bar__plus_00_dot_53_bar__plus_00_dot_25 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_00_dot_37_bar__plus_00_dot_53_bar__plus_00_dot_25 Cabinet_bar__minus_01_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39)
        (objectAtLocation SaltShaker_bar__minus_00_dot_37_bar__plus_00_dot_53_bar__plus_00_dot_25 loc_bar__minus_5_bar_4_bar_2_bar__minus_30)
        (pickupable SaltShaker_bar__minus_00_dot_37_bar__plus_00_dot_53_bar__plus_00_dot_25)
        (objectType SaltShaker_bar__minus_02_dot_04_bar__plus_01_dot_43_bar__minus_00_dot_00 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_02_dot_04_bar__plus_01_dot_43_bar__minus_00_dot_00 DiningTable_bar__minus_00_dot_47_bar__plus_00_dot_01_bar__plus_03_dot_00)
        (objectAtLocation SaltShaker_bar__minus_02_dot_04_bar__plus_01_dot_43_bar__minus_00_dot_00 loc_bar__minus_5_bar_11_bar_1_bar_30)
        (pickupable SaltShaker_bar__minus_02_dot_04_bar__plus_01_dot_43_bar__minus_00_dot_00)
        (objectType SoapBottle_bar__minus_01_dot_40_bar__plus_00_dot_23_bar__plus_01_dot_48 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_40_bar__plus_00_dot_23_bar__plus_01_dot_48 Drawer_bar__minus_00_dot_33_bar__plus_00_dot_70_bar__plus_00_dot_41)
        (objectAtLocation SoapBottle_bar__minus_01_dot_40_bar__plus_00_dot_23_bar__plus_01_dot_48 loc_bar__minus_3_bar_6_bar_2_bar_30)
        (pickupable SoapBottle_bar__minus_01_dot_40_bar__plus_00_dot_23_bar__plus_01_dot_48)
        (objectType SoapBottle_bar__minus_02_dot_47_bar__plus_01_dot_02_bar__plus_02_dot_94 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_47_bar__plus_01_dot_02_bar__plus_02_dot_94 DiningTable_bar__minus_02_dot_76_bar__plus_00_dot_01_bar__plus_02_dot_36)
        (objectAtLocation SoapBottle_bar__minus_02_dot_47_bar__plus_01_dot_02_bar__plus_02_dot_94 loc_bar__minus_8_bar_10_bar_3_bar_30)
        (pickupable SoapBottle_bar__minus_02_dot_47_bar__plus_01_dot_02_bar__plus_02_dot_94)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
