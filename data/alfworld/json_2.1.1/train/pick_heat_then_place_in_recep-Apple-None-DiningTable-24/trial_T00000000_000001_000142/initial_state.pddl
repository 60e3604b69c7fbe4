(define (problem plan_trial_T00000000_000001_000142)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        ButterKnifeType - otype
        DishSpongeType - otype
        EggType - otype
        ForkType - otype
        KnifeType - otype
        PepperShakerType - otype
        PlateType - otype
        PotType - otype
        SpoonType - otype
        Apple_bar__minus_02_dot_67_bar__plus_01_dot_41_bar__minus_02_dot_80 - object
        Apple_bar__plus_00_dot_76_bar__plus_01_dot_22_bar__plus_02_dot_53 - object
        Apple_bar__minus_00_dot_45_bar__plus_00_dot_86_bar__plus_01_dot_29 - object
        DishSponge_bar__minus_01_dot_58_bar__plus_00_dot_61_bar__plus_00_dot_17 - object
        Egg_bar__plus_00_dot_20_bar__plus_00_dot_87_bar__plus_02_dot_16 - object
        Fork_bar__minus_02_dot_03_bar__plus_00_dot_81_bar__minus_00_dot_13 - object
        Fork_bar__plus_02_dot_20_bar__plus_00_dot_44_bar__plus_00_dot_78 - object
        PepperShaker_bar__minus_00_dot_65_bar__plus_00_dot_06_bar__plus_00_dot_76 - object
        PepperShaker_bar__minus_01_dot_91_bar__plus_01_dot_19_bar__plus_02_dot_06 - object
        Plate_bar__minus_00_dot_55_bar__plus_00_dot_23_bar__plus_02_dot_12 - object
        Pot_bar__minus_01_dot_95_bar__plus_00_dot_11_bar__minus_00_dot_14 - object
        Pot_bar__plus_01_dot_89_bar__plus_01_dot_15_bar__minus_02_dot_03 - object
        Spoon_bar__minus_02_dot_15_bar__plus_00_dot_33_bar__minus_01_dot_79 - object
        Spoon_bar__minus_02_dot_31_bar__plus_01_dot_44_bar__plus_02_dot_40 - object
        Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_36 - receptacle
        Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_67_bar__plus_03_dot_74 - receptacle
        Cabinet_bar__minus_00_dot_42_bar__plus_01_dot_70_bar__plus_03_dot_74 - receptacle
        Cabinet_bar__minus_01_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_52 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_68 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_56 - receptacle
        Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17 - receptacle
        Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_42 - receptacle
        Cabinet_bar__minus_02_dot_62_bar__plus_01_dot_93_bar__plus_03_dot_73 - receptacle
        CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80 - receptacle
        DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32 - receptacle
        Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88 - receptacle
        Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin - receptacle
        loc_bar_12_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_1_bar_11_bar_1_bar_30 - location
        loc_bar__minus_3_bar_12_bar_0_bar_30 - location
        loc_bar__minus_3_bar_13_bar_0_bar_0 - location
        loc_bar__minus_4_bar_8_bar_2_bar_30 - location
        loc_bar__minus_5_bar_10_bar_0_bar_30 - location
        loc_bar__minus_5_bar_13_bar_3_bar_30 - location
        loc_bar__minus_5_bar_8_bar_3_bar_30 - location
        loc_bar__minus_6_bar_12_bar_3_bar_30 - location
        loc_bar__minus_6_bar_13_bar_0_bar_0 - location
        loc_bar__minus_6_bar_13_bar_0_bar_30 - location
        loc_bar__minus_6_bar_13_bar_3_bar_0 - location
        loc_bar__minus_6_bar_9_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_12_bar_0_bar_30 - location
        loc_bar__minus_7_bar_6_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_12_bar__minus_2_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_36 loc_bar__minus_1_bar_11_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (receptacleType Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_67_bar__plus_03_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_67_bar__plus_03_dot_74 loc_bar__minus_3_bar_12_bar_0_bar_30)
        (openable Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_67_bar__plus_03_dot_74)
        (receptacleType Cabinet_bar__minus_00_dot_42_bar__plus_01_dot_70_bar__plus_03_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_42_bar__plus_01_dot_70_bar__plus_03_dot_74 loc_bar__minus_3_bar_13_bar_0_bar_0)
        (openable Cabinet_bar__minus_00_dot_42_bar__plus_01_dot_70_bar__plus_03_dot_74)
        (receptacleType Cabinet_bar__minus_01_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_52 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_52 loc_bar__minus_5_bar_10_bar_0_bar_30)
        (openable Cabinet_bar__minus_01_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_52)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68 loc_bar__minus_5_bar_8_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_68 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_68 loc_bar__minus_7_bar_6_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_68)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_56 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_56 loc_bar__minus_6_bar_9_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_56)
        (receptacleType Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17 loc_bar__minus_5_bar_13_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17)
        (receptacleType Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_42 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_42 loc_bar__minus_6_bar_12_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_42)
        (receptacleType Cabinet_bar__minus_02_dot_62_bar__plus_01_dot_93_bar__plus_03_dot_73 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_62_bar__plus_01_dot_93_bar__plus_03_dot_73 loc_bar__minus_6_bar_13_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_62_bar__plus_01_dot_93_bar__plus_03_dot_73)
        (receptacleType CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80 loc_bar__minus_7_bar_12_bar_0_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (receptacleType Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88 loc_bar__minus_6_bar_13_bar_0_bar_0)
        (openable Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88)
        (receptacleType Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin loc_bar__minus_6_bar_13_bar_0_bar_30)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType EggType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpoonType)
        (objectType Apple_bar__minus_02_dot_67_bar__plus_01_dot_41_bar__minus_02_dot_80 AppleType)
        (inReceptacle Apple_bar__minus_02_dot_67_bar__plus_01_dot_41_bar__minus_02_dot_80 Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88)
        (objectAtLocation Apple_bar__minus_02_dot_67_bar__plus_01_dot_41_bar__minus_02_dot_80 loc_bar__minus_6_bar_13_bar_0_bar_0)
        (pickupable Apple_bar__minus_02_dot_67_bar__plus_01_dot_41_bar__minus_02_dot_80)
        (cleanable Apple_bar__minus_02_dot_67_bar__plus_01_dot_41_bar__minus_02_dot_80)
        (heatable Apple_bar__minus_02_dot_67_bar__plus_01_dot_41_bar__minus_02_dot_80)
        (coolable Apple_bar__minus_02_dot_67_bar__plus_01_dot_41_bar__minus_02_dot_80)
        (sliceable Apple_bar__minus_02_dot_67_bar__plus_01_dot_41_bar__minus_02_dot_80)
        (objectType Apple_bar__plus_00_dot_76_bar__plus_01_dot_22_bar__plus_02_dot_53 AppleType)
        (inReceptacle Apple_bar__plus_00_dot_76_bar__plus_01_dot_22_bar__plus_02_dot_53 Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin)
        (objectAtLocation Apple_bar__plus_00_dot_76_bar__plus_01_dot_22_bar__plus_02_dot_53 loc_bar__minus_6_bar_13_bar_0_bar_30)
        (pickupable Apple_bar__plus_00_dot_76_bar__plus_01_dot_22_bar__plus_02_dot_53)
        (cleanable Apple_bar__plus_00_dot_76_bar__plus_01_dot_22_bar__plus_02_dot_53)
        (heatable Apple_bar__plus_00_dot_76_bar__plus_01_dot_22_bar__plus_02_dot_53)
        (coolable Apple_bar__plus_00_dot_76_bar__plus_01_dot_22_bar__plus_02_dot_53)
        (sliceable Apple_bar__plus_00_dot_76_bar__plus_01_dot_22_bar__plus_02_dot_53)
        (objectType Apple_bar__minus_00_dot_45_bar__plus_00_dot_86_bar__plus_01_dot_29 AppleType)
        (inReceptacle Apple_bar__minus_00_dot_45_bar__plus_00_dot_86_bar__plus_01_dot_29 Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin)
        (objectAtLocation Apple_bar__minus_00_dot_45_bar__plus_00_dot_86_bar__plus_01_dot_29 loc_bar__minus_6_bar_13_bar_0_bar_30)
        (pickupable Apple_bar__minus_00_dot_45_bar__plus_00_dot_86_bar__plus_01_dot_29)
        (cleanable Apple_bar__minus_00_dot_45_bar__plus_00_dot_86_bar__plus_01_dot_29)
        (heatable Apple_bar__minus_00_dot_45_bar__plus_00_dot_86_bar__plus_01_dot_29)
        (coolable Apple_bar__minus_00_dot_45_bar__plus_00_dot_86_bar__plus_01_dot_29)
        (sliceable Apple_bar__minus_00_dot_45_bar__plus_00_dot_86_bar__plus_01_dot_29)
        (objectType DishSponge_bar__minus_01_dot_58_bar__plus_00_dot_61_bar__plus_00_dot_17 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_01_dot_58_bar__plus_00_dot_61_bar__plus_00_dot_17 Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68)
        (objectAtLocation DishSponge_bar__minus_01_dot_58_bar__plus_00_dot_61_bar__plus_00_dot_17 loc_bar__minus_5_bar_8_bar_3_bar_30)
        (pickupable DishSponge_bar__minus_01_dot_58_bar__plus_00_dot_61_bar__plus_00_dot_17)
        (cleanable DishSponge_bar__minus_01_dot_58_bar__plus_00_dot_61_bar__plus_00_dot_17)
        (objectType Egg_bar__plus_00_dot_20_bar__plus_00_dot_87_bar__plus_02_dot_16 EggType)
        (inReceptacle Egg_bar__plus_00_dot_20_bar__plus_00_dot_87_bar__plus_02_dot_16 DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32)
        (objectAtLocation Egg_bar__plus_00_dot_20_bar__plus_00_dot_87_bar__plus_02_dot_16 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (pickupable Egg_bar__plus_00_dot_20_bar__plus_00_dot_87_bar__plus_02_dot_16)
        (cleanable Egg_bar__plus_00_dot_20_bar__plus_00_dot_87_bar__plus_02_dot_16)
        (heatable Egg_bar__plus_00_dot_20_bar__plus_00_dot_87_bar__plus_02_dot_16)
        (coolable Egg_bar__plus_00_dot_20_bar__plus_00_dot_87_bar__plus_02_dot_16)
        (sliceable Egg_bar__plus_00_dot_20_bar__plus_00_dot_87_bar__plus_02_dot_16)
        (objectType Fork_bar__minus_02_dot_03_bar__plus_00_dot_81_bar__minus_00_dot_13 ForkType)
        (inReceptacle Fork_bar__minus_02_dot_03_bar__plus_00_dot_81_bar__minus_00_dot_13 CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80)
        (objectAtLocation Fork_bar__minus_02_dot_03_bar__plus_00_dot_81_bar__minus_00_dot_13 loc_bar__minus_7_bar_12_bar_0_bar_30)
        (pickupable Fork_bar__minus_02_dot_03_bar__plus_00_dot_81_bar__minus_00_dot_13)
        (cleanable Fork_bar__minus_02_dot_03_bar__plus_00_dot_81_bar__minus_00_dot_13)
        (objectType Fork_bar__plus_02_dot_20_bar__plus_00_dot_44_bar__plus_00_dot_78 ForkType)
        (inReceptacle Fork_bar__plus_02_dot_20_bar__plus_00_dot_44_bar__plus_00_dot_78 CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80)
        (objectAtLocation Fork_bar__plus_02_dot_20_bar__plus_00_dot_44_bar__plus_00_dot_78 loc_bar__minus_7_bar_12_bar_0_bar_30)
        (pickupable Fork_bar__plus_02_dot_20_bar__plus_00_dot_44_bar__plus_00_dot_78)
        (cleanable Fork_bar__plus_02_dot_20_bar__plus_00_dot_44_bar__plus_00_dot_78)
        (objectType PepperShaker_bar__minus_00_dot_65_bar__plus_00_dot_06_bar__plus_00_dot_76 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_00_dot_65_bar__plus_00_dot_06_bar__plus_00_dot_76 Cabinet_bar__minus_00_dot_42_bar__plus_01_dot_70_bar__plus_03_dot_74)
        (objectAtLocation PepperShaker_bar__minus_00_dot_65_bar__plus_00_dot_06_bar__plus_00_dot_76 loc_bar__minus_3_bar_13_bar_0_bar_0)
        (pickupable PepperShaker_bar__minus_00_dot_65_bar__plus_00_dot_06_bar__plus_00_dot_76)
        (objectType PepperShaker_bar__minus_01_dot_91_bar__plus_01_dot_19_bar__plus_02_dot_06 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_01_dot_91_bar__plus_01_dot_19_bar__plus_02_dot_06 Cabinet_bar__minus_00_dot_42_bar__plus_01_dot_70_bar__plus_03_dot_74)
        (objectAtLocation PepperShaker_bar__minus_01_dot_91_bar__plus_01_dot_19_bar__plus_02_dot_06 loc_bar__minus_3_bar_13_bar_0_bar_0)
        (pickupable PepperShaker_bar__minus_01_dot_91_bar__plus_01_dot_19_bar__plus_02_dot_06)
        (objectType Plate_bar__minus_00_dot_55_bar__plus_00_dot_23_bar__plus_02_dot_12 PlateType)
        (inReceptacle Plate_bar__minus_00_dot_55_bar__plus_00_dot_23_bar__plus_02_dot_12 DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32)
        (objectAtLocation Plate_bar__minus_00_dot_55_bar__plus_00_dot_23_bar__plus_02_dot_12 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (pickupable Plate_bar__minus_00_dot_55_bar__plus_00_dot_23_bar__plus_02_dot_12)
        (cleanable Plate_bar__minus_00_dot_55_bar__plus_00_dot_23_bar__plus_02_dot_12)
        (heatable Plate_bar__minus_00_dot_55_bar__plus_00_dot_23_bar__plus_02_dot_12)
        (coolable Plate_bar__minus_00_dot_55_bar__plus_00_dot_23_bar__plus_02_dot_12)
        (isReceptacleObject Plate_bar__minus_00_dot_55_bar__plus_00_dot_23_bar__plus_02_dot_12)
        (objectType Pot_bar__minus_01_dot_95_bar__plus_00_dot_11_bar__minus_00_dot_14 PotType)
        (inReceptacle Pot_bar__minus_01_dot_95_bar__plus_00_dot_11_bar__minus_00_dot_14 Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68)
        (objectAtLocation Pot_bar__minus_01_dot_95_bar__plus_00_dot_11_bar__minus_00_dot_14 loc_bar__minus_5_bar_8_bar_3_bar_30)
        (pickupable Pot_bar__minus_01_dot_95_bar__plus_00_dot_11_bar__minus_00_dot_14)
        (cleanable Pot_bar__minus_01_dot_95_bar__plus_00_dot_11_bar__minus_00_dot_14)
        (coolable Pot_bar__minus_01_dot_95_bar__plus_00_dot_11_bar__minus_00_dot_14)
        (isReceptacleObject Pot_bar__minus_01_dot_95_bar__plus_00_dot_11_bar__minus_00_dot_14)
        (objectType Pot_bar__plus_01_dot_89_bar__plus_01_dot_15_bar__minus_02_dot_03 PotType)
        (inReceptacle Pot_bar__plus_01_dot_89_bar__plus_01_dot_15_bar__minus_02_dot_03 Cabinet_bar__minus_01_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_52)
        (objectAtLocation Pot_bar__plus_01_dot_89_bar__plus_01_dot_15_bar__minus_02_dot_03 loc_bar__minus_5_bar_10_bar_0_bar_30)
        (pickupable Pot_bar__plus_01_dot_89_bar__plus_01_dot_15_bar__minus_02_dot_03)
        (cleanable Pot_bar__plus_01_dot_89_bar__plus_01_dot_15_bar__minus_02_dot_03)
        (coolable Pot_bar__plus_01_dot_89_bar__plus_01_dot_15_bar__minus_02_dot_03)
        (isReceptacleObject Pot_bar__plus_01_dot_89_bar__plus_01_dot_15_bar__minus_02_dot_03)
        (objectType Spoon_bar__minus_02_dot_15_bar__plus_00_dot_33_bar__minus_01_dot_79 SpoonType)
        (inReceptacle Spoon_bar__minus_02_dot_15_bar__plus_00_dot_33_bar__minus_01_dot_79 DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32)
        (objectAtLocation Spoon_bar__minus_02_dot_15_bar__plus_00_dot_33_bar__minus_01_dot_79 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (pickupable Spoon_bar__minus_02_dot_15_bar__plus_00_dot_33_bar__minus_01_dot_79)
        (cleanable Spoon_bar__minus_02_dot_15_bar__plus_00_dot_33_bar__minus_01_dot_79)
        (objectType Spoon_bar__minus_02_dot_31_bar__plus_01_dot_44_bar__plus_02_dot_40 SpoonType)
        (inReceptacle Spoon_bar__minus_02_dot_31_bar__plus_01_dot_44_bar__plus_02_dot_40 DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32)
        (objectAtLocation Spoon_bar__minus_02_dot_31_bar__plus_01_dot_44_bar__plus_02_dot_40 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (pickupable Spoon_bar__minus_02_dot_31_bar__plus_01_dot_44_bar__plus_02_dot_40)
        (cleanable Spoon_bar__minus_02_dot_31_bar__plus_01_dot_44_bar__plus_02_dot_40)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r DiningTableType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
