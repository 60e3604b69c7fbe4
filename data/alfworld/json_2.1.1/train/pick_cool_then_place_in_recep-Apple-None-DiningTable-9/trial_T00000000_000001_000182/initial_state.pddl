(define (problem plan_trial_T00000000_000001_000182)
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
        BowlType - otype
        ButterKnifeType - otype
        CupType - otype
        DishSpongeType - otype
        EggType - otype
        ForkType - otype
        KnifeType - otype
        PanType - otype
        Apple_bar__plus_01_dot_83_bar__plus_00_dot_81_bar__plus_00_dot_37 - object
        Apple_bar__minus_01_dot_36_bar__plus_00_dot_15_bar__plus_00_dot_00 - object
        Apple_bar__plus_02_dot_33_bar__plus_00_dot_19_bar__minus_01_dot_77 - object
        Bowl_bar__minus_01_dot_34_bar__plus_00_dot_20_bar__minus_00_dot_74 - object
        Cup_bar__plus_01_dot_58_bar__plus_00_dot_11_bar__plus_01_dot_53 - object
        Cup_bar__minus_01_dot_82_bar__plus_00_dot_66_bar__minus_00_dot_47 - object
        DishSponge_bar__plus_01_dot_97_bar__plus_00_dot_20_bar__minus_00_dot_36 - object
        DishSponge_bar__minus_03_dot_00_bar__plus_00_dot_49_bar__minus_00_dot_77 - object
        Egg_bar__minus_00_dot_33_bar__plus_00_dot_20_bar__minus_00_dot_58 - object
        Egg_bar__plus_02_dot_55_bar__plus_00_dot_06_bar__minus_01_dot_15 - object
        Fork_bar__plus_00_dot_37_bar__plus_00_dot_82_bar__plus_01_dot_09 - object
        Pan_bar__minus_01_dot_43_bar__plus_00_dot_50_bar__minus_00_dot_02 - object
        Pan_bar__plus_02_dot_89_bar__plus_01_dot_13_bar__minus_02_dot_45 - object
        Cabinet_bar__plus_00_dot_07_bar__plus_02_dot_26_bar__plus_01_dot_31 - receptacle
        Cabinet_bar__plus_00_dot_98_bar__plus_02_dot_01_bar__minus_00_dot_61 - receptacle
        Cabinet_bar__plus_01_dot_03_bar__plus_02_dot_01_bar__plus_01_dot_31 - receptacle
        Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__minus_00_dot_30 - receptacle
        Cabinet_bar__plus_01_dot_67_bar__plus_02_dot_01_bar__plus_01_dot_31 - receptacle
        Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_40_bar__minus_00_dot_30 - receptacle
        Cabinet_bar__plus_01_dot_72_bar__plus_02_dot_01_bar__minus_00_dot_61 - receptacle
        Cabinet_bar__plus_02_dot_99_bar__plus_02_dot_01_bar__plus_01_dot_31 - receptacle
        CounterTop_bar__plus_01_dot_92_bar__plus_00_dot_95_bar__plus_01_dot_30 - receptacle
        DiningTable_bar__minus_00_dot_84_bar__plus_00_dot_79_bar__minus_01_dot_26 - receptacle
        Drawer_bar__plus_01_dot_53_bar__plus_00_dot_79_bar__plus_01_dot_00 - receptacle
        Drawer_bar__plus_02_dot_21_bar__plus_00_dot_79_bar__minus_00_dot_30 - receptacle
        Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71 - receptacle
        Sink_bar__plus_00_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin - receptacle
        loc_bar_0_bar_2_bar_0_bar__minus_30 - location
        loc_bar_11_bar_3_bar_0_bar__minus_30 - location
        loc_bar_12_bar_2_bar_2_bar_30 - location
        loc_bar_1_bar_0_bar_2_bar_30 - location
        loc_bar_2_bar_1_bar_2_bar__minus_30 - location
        loc_bar_4_bar_2_bar_2_bar_30 - location
        loc_bar_5_bar_1_bar_0_bar_30 - location
        loc_bar_5_bar_3_bar_0_bar__minus_30 - location
        loc_bar_6_bar_3_bar_0_bar__minus_30 - location
        loc_bar_8_bar_0_bar_2_bar__minus_30 - location
        loc_bar_8_bar_1_bar_2_bar_30 - location
        loc_bar_9_bar_2_bar_0_bar_30 - location
        loc_bar_9_bar_2_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_7_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_5_bar__minus_7_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_07_bar__plus_02_dot_26_bar__plus_01_dot_31 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_07_bar__plus_02_dot_26_bar__plus_01_dot_31 loc_bar_0_bar_2_bar_0_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_07_bar__plus_02_dot_26_bar__plus_01_dot_31)
        (receptacleType Cabinet_bar__plus_00_dot_98_bar__plus_02_dot_01_bar__minus_00_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_98_bar__plus_02_dot_01_bar__minus_00_dot_61 loc_bar_2_bar_1_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_98_bar__plus_02_dot_01_bar__minus_00_dot_61)
        (receptacleType Cabinet_bar__plus_01_dot_03_bar__plus_02_dot_01_bar__plus_01_dot_31 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_03_bar__plus_02_dot_01_bar__plus_01_dot_31 loc_bar_5_bar_3_bar_0_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_03_bar__plus_02_dot_01_bar__plus_01_dot_31)
        (receptacleType Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__minus_00_dot_30 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__minus_00_dot_30 loc_bar_4_bar_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__minus_00_dot_30)
        (receptacleType Cabinet_bar__plus_01_dot_67_bar__plus_02_dot_01_bar__plus_01_dot_31 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_67_bar__plus_02_dot_01_bar__plus_01_dot_31 loc_bar_6_bar_3_bar_0_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_67_bar__plus_02_dot_01_bar__plus_01_dot_31)
        (receptacleType Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_40_bar__minus_00_dot_30 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_40_bar__minus_00_dot_30 loc_bar_9_bar_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_40_bar__minus_00_dot_30)
        (receptacleType Cabinet_bar__plus_01_dot_72_bar__plus_02_dot_01_bar__minus_00_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_72_bar__plus_02_dot_01_bar__minus_00_dot_61 loc_bar_8_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_72_bar__plus_02_dot_01_bar__minus_00_dot_61)
        (receptacleType Cabinet_bar__plus_02_dot_99_bar__plus_02_dot_01_bar__plus_01_dot_31 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_99_bar__plus_02_dot_01_bar__plus_01_dot_31 loc_bar_11_bar_3_bar_0_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_99_bar__plus_02_dot_01_bar__plus_01_dot_31)
        (receptacleType CounterTop_bar__plus_01_dot_92_bar__plus_00_dot_95_bar__plus_01_dot_30 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_92_bar__plus_00_dot_95_bar__plus_01_dot_30 loc_bar_9_bar_2_bar_0_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_84_bar__plus_00_dot_79_bar__minus_01_dot_26 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_84_bar__plus_00_dot_79_bar__minus_01_dot_26 loc_bar__minus_5_bar__minus_1_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_53_bar__plus_00_dot_79_bar__plus_01_dot_00 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_53_bar__plus_00_dot_79_bar__plus_01_dot_00 loc_bar_5_bar_1_bar_0_bar_30)
        (openable Drawer_bar__plus_01_dot_53_bar__plus_00_dot_79_bar__plus_01_dot_00)
        (receptacleType Drawer_bar__plus_02_dot_21_bar__plus_00_dot_79_bar__minus_00_dot_30 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_21_bar__plus_00_dot_79_bar__minus_00_dot_30 loc_bar_8_bar_1_bar_2_bar_30)
        (openable Drawer_bar__plus_02_dot_21_bar__plus_00_dot_79_bar__minus_00_dot_30)
        (receptacleType Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71 loc_bar_12_bar_2_bar_2_bar_30)
        (openable Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71)
        (receptacleType Sink_bar__plus_00_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin loc_bar_1_bar_0_bar_2_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PanType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PanType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType PanType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType CupType)
        (canContain FridgeType EggType)
        (canContain FridgeType PanType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PanType)
        (objectType Apple_bar__plus_01_dot_83_bar__plus_00_dot_81_bar__plus_00_dot_37 AppleType)
        (inReceptacle Apple_bar__plus_01_dot_83_bar__plus_00_dot_81_bar__plus_00_dot_37 Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71)
        (objectAtLocation Apple_bar__plus_01_dot_83_bar__plus_00_dot_81_bar__plus_00_dot_37 loc_bar_12_bar_2_bar_2_bar_30)
        (pickupable Apple_bar__plus_01_dot_83_bar__plus_00_dot_81_bar__plus_00_dot_37)
        (cleanable Apple_bar__plus_01_dot_83_bar__plus_00_dot_81_bar__plus_00_dot_37)
        (heatable Apple_bar__plus_01_dot_83_bar__plus_00_dot_81_bar__plus_00_dot_37)
        (coolable Apple_bar__plus_01_dot_83_bar__plus_00_dot_81_bar__plus_00_dot_37)
        (sliceable Apple_bar__plus_01_dot_83_bar__plus_00_dot_81_bar__plus_00_dot_37)
        (objectType Apple_bar__minus_01_dot_36_bar__plus_00_dot_15_bar__plus_00_dot_00 AppleType)
        (inReceptacle Apple_bar__minus_01_dot_36_bar__plus_00_dot_15_bar__plus_00_dot_00 Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71)
        (objectAtLocation Apple_bar__minus_01_dot_36_bar__plus_00_dot_15_bar__plus_00_dot_00 loc_bar_12_bar_2_bar_2_bar_30)
        (pickupable Apple_bar__minus_01_dot_36_bar__plus_00_dot_15_bar__plus_00_dot_00)
        (cleanable Apple_bar__minus_01_dot_36_bar__plus_00_dot_15_bar__plus_00_dot_00)
        (heatable Apple_bar__minus_01_dot_36_bar__plus_00_dot_15_bar__plus_00_dot_00)
        (coolable Apple_bar__minus_01_dot_36_bar__plus_00_dot_15_bar__plus_00_dot_00)
        (sliceable Apple_bar__minus_01_dot_36_bar__plus_00_dot_15_bar__plus_00_dot_00)
        (objectType Apple_bar__plus_02_dot_33_bar__plus_00_dot_19_bar__minus_01_dot_77 AppleType)
        (inReceptacle Apple_bar__plus_02_dot_33_bar__plus_00_dot_19_bar__minus_01_dot_77 CounterTop_bar__plus_01_dot_92_bar__plus_00_dot_95_bar__plus_01_dot_30)
        (objectAtLocation Apple_bar__plus_02_dot_33_bar__plus_00_dot_19_bar__minus_01_dot_77 loc_bar_9_bar_2_bar_0_bar_30)
        (pickupable Apple_bar__plus_02_dot_33_bar__plus_00_dot_19_bar__minus_01_dot_77)
        (cleanable Apple_bar__plus_02_dot_33_bar__plus_00_dot_19_bar__minus_01_dot_77)
        (heatable Apple_bar__plus_02_dot_33_bar__plus_00_dot_19_bar__minus_01_dot_77)
        (coolable Apple_bar__plus_02_dot_33_bar__plus_00_dot_19_bar__minus_01_dot_77)
        (sliceable Apple_bar__plus_02_dot_33_bar__plus_00_dot_19_bar__minus_01_dot_77)
        (objectType Bowl_bar__minus_01_dot_34_bar__plus_00_dot_20_bar__minus_00_dot_74 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_34_bar__plus_00_dot_20_bar__minus_00_dot_74 Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__minus_00_dot_30)
        (objectAtLocation Bowl_bar__minus_01_dot_34_bar__plus_00_dot_20_bar__minus_00_dot_74 loc_bar_4_bar_2_bar_2_bar_30)
        (pickupable Bowl_bar__minus_01_dot_34_bar__plus_00_dot_20_bar__minus_00_dot_74)
        (cleanable Bowl_bar__minus_01_dot_34_bar__plus_00_dot_20_bar__minus_00_dot_74)
        (coolable Bowl_bar__minus_01_dot_34_bar__plus_00_dot_20_bar__minus_00_dot_74)
        (isReceptacleObject Bowl_bar__minus_01_dot_34_bar__plus_00_dot_20_bar__minus_00_dot_74)
        (objectType Cup_bar__plus_01_dot_58_bar__plus_00_dot_11_bar__plus_01_dot_53 CupType)
        (inReceptacle Cup_bar__plus_01_dot_58_bar__plus_00_dot_11_bar__plus_01_dot_53 Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71)
        (objectAtLocation Cup_bar__plus_01_dot_58_bar__plus_00_dot_11_bar__plus_01_dot_53 loc_bar_12_bar_2_bar_2_bar_30)
        (pickupable Cup_bar__plus_01_dot_58_bar__plus_00_dot_11_bar__plus_01_dot_53)
        (cleanable Cup_bar__plus_01_dot_58_bar__plus_00_dot_11_bar__plus_01_dot_53)
        (heatable Cup_bar__plus_01_dot_58_bar__plus_00_dot_11_bar__plus_01_dot_53)
        (coolable Cup_bar__plus_01_dot_58_bar__plus_00_dot_11_bar__plus_01_dot_53)
        (isReceptacleObject Cup_bar__plus_01_dot_58_bar__plus_00_dot_11_bar__plus_01_dot_53)
        (objectType Cup_bar__minus_01_dot_82_bar__plus_00_dot_66_bar__minus_00_dot_47 CupType)
        (inReceptacle Cup_bar__minus_01_dot_82_bar__plus_00_dot_66_bar__minus_00_dot_47 Cabinet_bar__plus_01_dot_72_bar__plus_02_dot_01_bar__minus_00_dot_61)
        (objectAtLocation Cup_bar__minus_01_dot_82_bar__plus_00_dot_66_bar__minus_00_dot_47 loc_bar_8_bar_0_bar_2_bar__minus_30)
        (pickupable Cup_bar__minus_01_dot_82_bar__plus_00_dot_66_bar__minus_00_dot_47)
        (cleanable Cup_bar__minus_01_dot_82_bar__plus_00_dot_66_bar__minus_00_dot_47)
        (heatable Cup_bar__minus_01_dot_82_bar__plus_00_dot_66_bar__minus_00_dot_47)
        (coolable Cup_bar__minus_01_dot_82_bar__plus_00_dot_66_bar__minus_00_dot_47)
        (isReceptacleObject Cup_bar__minus_01_dot_82_bar__plus_00_dot_66_bar__minus_00_dot_47)
        (objectType DishSponge_bar__plus_01_dot_97_bar__plus_00_dot_20_bar__minus_00_dot_36 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_01_dot_97_bar__plus_00_dot_20_bar__minus_00_dot_36 Cabinet_bar__plus_01_dot_03_bar__plus_02_dot_01_bar__plus_01_dot_31)
        (objectAtLocation DishSponge_bar__plus_01_dot_97_bar__plus_00_dot_20_bar__minus_00_dot_36 loc_bar_5_bar_3_bar_0_bar__minus_30)
        (pickupable DishSponge_bar__plus_01_dot_97_bar__plus_00_dot_20_bar__minus_00_dot_36)
        (cleanable DishSponge_bar__plus_01_dot_97_bar__plus_00_dot_20_bar__minus_00_dot_36)
        (objectType DishSponge_bar__minus_03_dot_00_bar__plus_00_dot_49_bar__minus_00_dot_77 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_03_dot_00_bar__plus_00_dot_49_bar__minus_00_dot_77 Cabinet_bar__plus_01_dot_72_bar__plus_02_dot_01_bar__minus_00_dot_61)
        (objectAtLocation DishSponge_bar__minus_03_dot_00_bar__plus_00_dot_49_bar__minus_00_dot_77 loc_bar_8_bar_0_bar_2_bar__minus_30)
        (pickupable DishSponge_bar__minus_03_dot_00_bar__plus_00_dot_49_bar__minus_00_dot_77)
        (cleanable DishSponge_bar__minus_03_dot_00_bar__plus_00_dot_49_bar__minus_00_dot_77)
        (objectType Egg_bar__minus_00_dot_33_bar__plus_00_dot_20_bar__minus_00_dot_58 EggType)
        (inReceptacle Egg_bar__minus_00_dot_33_bar__plus_00_dot_20_bar__minus_00_dot_58 Sink_bar__plus_00_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin)
        (objectAtLocation Egg_bar__minus_00_dot_33_bar__plus_00_dot_20_bar__minus_00_dot_58 loc_bar_1_bar_0_bar_2_bar_30)
        (pickupable Egg_bar__minus_00_dot_33_bar__plus_00_dot_20_bar__minus_00_dot_58)
        (cleanable Egg_bar__minus_00_dot_33_bar__plus_00_dot_20_bar__minus_00_dot_58)
        (heatable Egg_bar__minus_00_dot_33_bar__plus_00_dot_20_bar__minus_00_dot_58)
        (coolable Egg_bar__minus_00_dot_33_bar__plus_00_dot_20_bar__minus_00_dot_58)
        (sliceable Egg_bar__minus_00_dot_33_bar__plus_00_dot_20_bar__minus_00_dot_58)
        (objectType Egg_bar__plus_02_dot_55_bar__plus_00_dot_06_bar__minus_01_dot_15 EggType)
        (inReceptacle Egg_bar__plus_02_dot_55_bar__plus_00_dot_06_bar__minus_01_dot_15 Sink_bar__plus_00_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin)
        (objectAtLocation Egg_bar__plus_02_dot_55_bar__plus_00_dot_06_bar__minus_01_dot_15 loc_bar_1_bar_0_bar_2_bar_30)
        (pickupable Egg_bar__plus_02_dot_55_bar__plus_00_dot_06_bar__minus_01_dot_15)
        (cleanable Egg_bar__plus_02_dot_55_bar__plus_00_dot_06_bar__minus_01_dot_15)
        (heatable Egg_bar__plus_02_dot_55_bar__plus_00_dot_06_bar__minus_01_dot_15)
        (coolable Egg_bar__plus_02_dot_55_bar__plus_00_dot_06_bar__minus_01_dot_15)
        (sliceable Egg_bar__plus_02_dot_55_bar__plus_00_dot_06_bar__minus_01_dot_15)
        (objectType Fork_bar__plus_00_dot_37_bar__plus_00_dot_82_bar__plus_01_dot_09 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_37_bar__plus_00_dot_82_bar__plus_01_dot_09 Sink_bar__plus_00_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin)
        (objectAtLocation Fork_bar__plus_00_dot_37_bar__plus_00_dot_82_bar__plus_01_dot_09 loc_bar_1_bar_0_bar_2_bar_30)
        (pickupable Fork_bar__plus_00_dot_37_bar__plus_00_dot_82_bar__plus_01_dot_09)
        (cleanable Fork_bar__plus_00_dot_37_bar__plus_00_dot_82_bar__plus_01_dot_09)
        (objectType Pan_bar__minus_01_dot_43_bar__plus_00_dot_50_bar__minus_00_dot_02 PanType)
        (inReceptacle Pan_bar__minus_01_dot_43_bar__plus_00_dot_50_bar__minus_00_dot_02 Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__minus_00_dot_30)
        (objectAtLocation Pan_bar__minus_01_dot_43_bar__plus_00_dot_50_bar__minus_00_dot_02 loc_bar_4_bar_2_bar_2_bar_30)
        (pickupable Pan_bar__minus_01_dot_43_bar__plus_00_dot_50_bar__minus_00_dot_02)
        (cleanable Pan_bar__minus_01_dot_43_bar__plus_00_dot_50_bar__minus_00_dot_02)
        (coolable Pan_bar__minus_01_dot_43_bar__plus_00_dot_50_bar__minus_00_dot_02)
        (isReceptacleObject Pan_bar__minus_01_dot_43_bar__plus_00_dot_50_bar__minus_00_dot_02)
        (objectType Pan_bar__plus_02_dot_89_bar__plus_01_dot_13_bar__minus_02_dot_45 PanType)
        (inReceptacle Pan_bar__plus_02_dot_89_bar__plus_01_dot_13_bar__minus_02_dot_45 Sink_bar__plus_00_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin)
        (objectAtLocation Pan_bar__plus_02_dot_89_bar__plus_01_dot_13_bar__minus_02_dot_45 loc_bar_1_bar_0_bar_2_bar_30)
        (pickupable Pan_bar__plus_02_dot_89_bar__plus_01_dot_13_bar__minus_02_dot_45)
        (cleanable Pan_bar__plus_02_dot_89_bar__plus_01_dot_13_bar__minus_02_dot_45)
        (coolable Pan_bar__plus_02_dot_89_bar__plus_01_dot_13_bar__minus_02_dot_45)
        (isReceptacleObject Pan_bar__plus_02_dot_89_bar__plus_01_dot_13_bar__minus_02_dot_45)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r DiningTableType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
