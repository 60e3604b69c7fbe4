(define (problem plan_trial_T00000000_000002_000015)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        BowlType - otype
        ButterKnifeType - otype
        EggType - otype
        ForkType - otype
        KnifeType - otype
        MugType - otype
        PanType - otype
        PlateType - otype
        SpatulaType - otype
        SpoonType - otype
        Apple_bar__plus_01_dot_51_bar__plus_01_dot_17_bar__plus_02_dot_09 - object
        Bowl_bar__plus_01_dot_71_bar__plus_00_dot_58_bar__plus_02_dot_77 - object
        Egg_bar__minus_00_dot_40_bar__plus_01_dot_04_bar__plus_01_dot_58 - object
        Egg_bar__plus_00_dot_35_bar__plus_01_dot_39_bar__plus_02_dot_93 - object
        Fork_bar__plus_00_dot_16_bar__plus_00_dot_55_bar__minus_01_dot_16 - object
        Fork_bar__minus_00_dot_10_bar__plus_00_dot_74_bar__plus_01_dot_61 - object
        Mug_bar__minus_01_dot_52_bar__plus_01_dot_07_bar__plus_01_dot_20 - object
        Mug_bar__minus_01_dot_59_bar__plus_01_dot_28_bar__plus_00_dot_39 - object
        Pan_bar__plus_02_dot_95_bar__plus_01_dot_02_bar__plus_00_dot_57 - object
        Plate_bar__minus_02_dot_64_bar__plus_00_dot_17_bar__plus_00_dot_60 - object
        Spatula_bar__plus_01_dot_86_bar__plus_00_dot_89_bar__plus_02_dot_95 - object
        Spoon_bar__plus_00_dot_04_bar__plus_01_dot_43_bar__plus_02_dot_65 - object
        Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_39_bar__plus_00_dot_56 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_58 - receptacle
        Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67 - receptacle
        Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_82 - receptacle
        CounterTop_bar__minus_01_dot_56_bar__plus_00_dot_86_bar__plus_00_dot_28 - receptacle
        Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25 - receptacle
        Drawer_bar__minus_02_dot_59_bar__plus_00_dot_70_bar__plus_01_dot_51 - receptacle
        Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22 - receptacle
        Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35 - receptacle
        loc_bar__minus_12_bar_9_bar_2_bar_30 - location
        loc_bar__minus_4_bar_4_bar_2_bar_30 - location
        loc_bar__minus_5_bar_4_bar_1_bar_30 - location
        loc_bar__minus_6_bar_4_bar_3_bar_30 - location
        loc_bar__minus_6_bar_6_bar_2_bar_30 - location
        loc_bar__minus_7_bar_7_bar_3_bar_30 - location
        loc_bar__minus_7_bar_9_bar_3_bar_30 - location
        loc_bar__minus_7_bar_9_bar_3_bar__minus_30 - location
        loc_bar__minus_8_bar_4_bar_3_bar_0 - location
        loc_bar__minus_8_bar_5_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_12_bar_9_bar_2_bar_30)
        (receptacleType Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_39_bar__plus_00_dot_56 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_39_bar__plus_00_dot_56 loc_bar__minus_6_bar_6_bar_2_bar_30)
        (openable Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_39_bar__plus_00_dot_56)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_58 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_58 loc_bar__minus_7_bar_9_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_58)
        (receptacleType Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67 loc_bar__minus_6_bar_4_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67)
        (receptacleType Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_82 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_82 loc_bar__minus_8_bar_4_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_82)
        (receptacleType CounterTop_bar__minus_01_dot_56_bar__plus_00_dot_86_bar__plus_00_dot_28 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_56_bar__plus_00_dot_86_bar__plus_00_dot_28 loc_bar__minus_4_bar_4_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25 loc_bar__minus_5_bar_4_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25)
        (receptacleType Drawer_bar__minus_02_dot_59_bar__plus_00_dot_70_bar__plus_01_dot_51 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_59_bar__plus_00_dot_70_bar__plus_01_dot_51 loc_bar__minus_7_bar_7_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_59_bar__plus_00_dot_70_bar__plus_01_dot_51)
        (receptacleType Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (openable Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22)
        (receptacleType Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35 loc_bar__minus_8_bar_5_bar_3_bar_30)
        (openable Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType PanType)
        (canContain CabinetType PlateType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType SpoonType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain FridgeType PlateType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType SpoonType)
        (objectType Apple_bar__plus_01_dot_51_bar__plus_01_dot_17_bar__plus_02_dot_09 AppleType)
        (inReceptacle Apple_bar__plus_01_dot_51_bar__plus_01_dot_17_bar__plus_02_dot_09 CounterTop_bar__minus_01_dot_56_bar__plus_00_dot_86_bar__plus_00_dot_28)
        (objectAtLocation Apple_bar__plus_01_dot_51_bar__plus_01_dot_17_bar__plus_02_dot_09 loc_bar__minus_4_bar_4_bar_2_bar_30)
        (pickupable Apple_bar__plus_01_dot_51_bar__plus_01_dot_17_bar__plus_02_dot_09)
        (cleanable Apple_bar__plus_01_dot_51_bar__plus_01_dot_17_bar__plus_02_dot_09)
        (heatable Apple_bar__plus_01_dot_51_bar__plus_01_dot_17_bar__plus_02_dot_09)
        (coolable Apple_bar__plus_01_dot_51_bar__plus_01_dot_17_bar__plus_02_dot_09)
        (sliceable Apple_bar__plus_01_dot_51_bar__plus_01_dot_17_bar__plus_02_dot_09)
        (objectType Bowl_bar__plus_01_dot_71_bar__plus_00_dot_58_bar__plus_02_dot_77 BowlType)
        (inReceptacle Bowl_bar__plus_01_dot_71_bar__plus_00_dot_58_bar__plus_02_dot_77 Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67)
        (objectAtLocation Bowl_bar__plus_01_dot_71_bar__plus_00_dot_58_bar__plus_02_dot_77 loc_bar__minus_6_bar_4_bar_3_bar_30)
        (pickupable Bowl_bar__plus_01_dot_71_bar__plus_00_dot_58_bar__plus_02_dot_77)
        (cleanable Bowl_bar__plus_01_dot_71_bar__plus_00_dot_58_bar__plus_02_dot_77)
        (coolable Bowl_bar__plus_01_dot_71_bar__plus_00_dot_58_bar__plus_02_dot_77)
        (isReceptacleObject Bowl_bar__plus_01_dot_71_bar__plus_00_dot_58_bar__plus_02_dot_77)
        (objectType Egg_bar__minus_00_dot_40_bar__plus_01_dot_04_bar__plus_01_dot_58 EggType)
        (inReceptacle Egg_bar__minus_00_dot_40_bar__plus_01_dot_04_bar__plus_01_dot_58 Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22)
        (objectAtLocation Egg_bar__minus_00_dot_40_bar__plus_01_dot_04_bar__plus_01_dot_58 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (pickupable Egg_bar__minus_00_dot_40_bar__plus_01_dot_04_bar__plus_01_dot_58)
        (cleanable Egg_bar__minus_00_dot_40_bar__plus_01_dot_04_bar__plus_01_dot_58)
        (heatable Egg_bar__minus_00_dot_40_bar__plus_01_dot_04_bar__plus_01_dot_58)
        (coolable Egg_bar__minus_00_dot_40_bar__plus_01_dot_04_bar__plus_01_dot_58)
        (sliceable Egg_bar__minus_00_dot_40_bar__plus_01_dot_04_bar__plus_01_dot_58)
        (objectType Egg_bar__plus_00_dot_35_bar__plus_01_dot_39_bar__plus_02_dot_93 EggType)
        (inReceptacle Egg_bar__plus_00_dot_35_bar__plus_01_dot_39_bar__plus_02_dot_93 Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22)
        (objectAtLocation Egg_bar__plus_00_dot_35_bar__plus_01_dot_39_bar__plus_02_dot_93 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (pickupable Egg_bar__plus_00_dot_35_bar__plus_01_dot_39_bar__plus_02_dot_93)
        (cleanable Egg_bar__plus_00_dot_35_bar__plus_01_dot_39_bar__plus_02_dot_93)
        (heatable Egg_bar__plus_00_dot_35_bar__plus_01_dot_39_bar__plus_02_dot_93)
        (coolable Egg_bar__plus_00_dot_35_bar__plus_01_dot_39_bar__plus_02_dot_93)
        (sliceable Egg_bar__plus_00_dot_35_bar__plus_01_dot_39_bar__plus_02_dot_93)
        (objectType Fork_bar__plus_00_dot_16_bar__plus_00_dot_55_bar__minus_01_dot_16 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_16_bar__plus_00_dot_55_bar__minus_01_dot_16 Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25)
        (objectAtLocation Fork_bar__plus_00_dot_16_bar__plus_00_dot_55_bar__minus_01_dot_16 loc_bar__minus_5_bar_4_bar_1_bar_30)
        (pickupable Fork_bar__plus_00_dot_16_bar__plus_00_dot_55_bar__minus_01_dot_16)
        (cleanable Fork_bar__plus_00_dot_16_bar__plus_00_dot_55_bar__minus_01_dot_16)
        (objectType Fork_bar__minus_00_dot_10_bar__plus_00_dot_74_bar__plus_01_dot_61 ForkType)
        (inReceptacle Fork_bar__minus_00_dot_10_bar__plus_00_dot_74_bar__plus_01_dot_61 Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25)
        (objectAtLocation Fork_bar__minus_00_dot_10_bar__plus_00_dot_74_bar__plus_01_dot_61 loc_bar__minus_5_bar_4_bar_1_bar_30)
        (pickupable Fork_bar__minus_00_dot_10_bar__plus_00_dot_74_bar__plus_01_dot_61)
        (cleanable Fork_bar__minus_00_dot_10_bar__plus_00_dot_74_bar__plus_01_dot_61)
        (objectType Mug_bar__minus_01_dot_52_bar__plus_01_dot_07_bar__plus_01_dot_20 MugType)
        (inReceptacle Mug_bar__minus_01_dot_52_bar__plus_01_dot_07_bar__plus_01_dot_20 Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35)
        (objectAtLocation Mug_bar__minus_01_dot_52_bar__plus_01_dot_07_bar__plus_01_dot_20 loc_bar__minus_8_bar_5_bar_3_bar_30)
        (pickupable Mug_bar__minus_01_dot_52_bar__plus_01_dot_07_bar__plus_01_dot_20)
        (cleanable Mug_bar__minus_01_dot_52_bar__plus_01_dot_07_bar__plus_01_dot_20)
        (heatable Mug_bar__minus_01_dot_52_bar__plus_01_dot_07_bar__plus_01_dot_20)
        (coolable Mug_bar__minus_01_dot_52_bar__plus_01_dot_07_bar__plus_01_dot_20)
        (isReceptacleObject Mug_bar__minus_01_dot_52_bar__plus_01_dot_07_bar__plus_01_dot_20)
        (objectType Mug_bar__minus_01_dot_59_bar__plus_01_dot_28_bar__plus_00_dot_39 MugType)
        (inReceptacle Mug_bar__minus_01_dot_59_bar__plus_01_dot_28_bar__plus_00_dot_39 Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35)
        (objectAtLocation Mug_bar__minus_01_dot_59_bar__plus_01_dot_28_bar__plus_00_dot_39 loc_bar__minus_8_bar_5_bar_3_bar_30)
        (pickupable Mug_bar__minus_01_dot_59_bar__plus_01_dot_28_bar__plus_00_dot_39)
        (cleanable Mug_bar__minus_01_dot_59_bar__plus_01_dot_28_bar__plus_00_dot_39)
        (heatable Mug_bar__minus_01_dot_59_bar__plus_01_dot_28_bar__plus_00_dot_39)
        (coolable Mug_bar__minus_01_dot_59_bar__plus_01_dot_28_bar__plus_00_dot_39)
        (isReceptacleObject Mug_bar__minus_01_dot_59_bar__plus_01_dot_28_bar__plus_00_dot_39)
        (objectType Pan_bar__plus_02_dot_95_bar__plus_01_dot_02_bar__plus_00_dot_57 PanType)
        (inReceptacle Pan_bar__plus_02_dot_95_bar__plus_01_dot_02_bar__plus_00_dot_57 CounterTop_bar__minus_01_dot_56_bar__plus_00_dot_86_bar__plus_00_dot_28)
        (objectAtLocation Pan_bar__plus_02_dot_95_bar__plus_01_dot_02_bar__plus_00_dot_57 loc_bar__minus_4_bar_4_bar_2_bar_30)
        (pickupable Pan_bar__plus_02_dot_95_bar__plus_01_dot_02_bar__plus_00_dot_57)
        (cleanable Pan_bar__plus_02_dot_95_bar__plus_01_dot_02_bar__plus_00_dot_57)
        (coolable Pan_bar__plus_02_dot_95_bar__plus_01_dot_02_bar__plus_00_dot_57)
        (isReceptacleObject Pan_bar__plus_02_dot_95_bar__plus_01_dot_02_bar__plus_00_dot_57)
        (objectType Plate_bar__minus_02_dot_64_bar__plus_00_dot_17_bar__plus_00_dot_60 PlateType)
        (inReceptacle Plate_bar__minus_02_dot_64_bar__plus_00_dot_17_bar__plus_00_dot_60 Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_58)
        (objectAtLocation Plate_bar__minus_02_dot_64_bar__plus_00_dot_17_bar__plus_00_dot_60 loc_bar__minus_7_bar_9_bar_3_bar__minus_30)
        (pickupable Plate_bar__minus_02_dot_64_bar__plus_00_dot_17_bar__plus_00_dot_60)
        (cleanable Plate_bar__minus_02_dot_64_bar__plus_00_dot_17_bar__plus_00_dot_60)
        (heatable Plate_bar__minus_02_dot_64_bar__plus_00_dot_17_bar__plus_00_dot_60)
        (coolable Plate_bar__minus_02_dot_64_bar__plus_00_dot_17_bar__plus_00_dot_60)
        (isReceptacleObject Plate_bar__minus_02_dot_64_bar__plus_00_dot_17_bar__plus_00_dot_60)
        (objectType Spatula_bar__plus_01_dot_86_bar__plus_00_dot_89_bar__plus_02_dot_95 SpatulaType)
        (inReceptacle Spatula_bar__plus_01_dot_86_bar__plus_00_dot_89_bar__plus_02_dot_95 CounterTop_bar__minus_01_dot_56_bar__plus_00_dot_86_bar__plus_00_dot_28)
        (objectAtLocation Spatula_bar__plus_01_dot_86_bar__plus_00_dot_89_bar__plus_02_dot_95 loc_bar__minus_4_bar_4_bar_2_bar_30)
        (pickupable Spatula_bar__plus_01_dot_86_bar__plus_00_dot_89_bar__plus_02_dot_95)
        (cleanable Spatula_bar__plus_01_dot_86_bar__plus_00_dot_89_bar__plus_02_dot_95)
        (objectType Spoon_bar__plus_00_dot_04_bar__plus_01_dot_43_bar__plus_02_dot_65 SpoonType)
        (inReceptacle Spoon_bar__plus_00_dot_04_bar__plus_01_dot_43_bar__plus_02_dot_65 Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25)
        (objectAtLocation Spoon_bar__plus_00_dot_04_bar__plus_01_dot_43_bar__plus_02_dot_65 loc_bar__minus_5_bar_4_bar_1_bar_30)
        (pickupable Spoon_bar__plus_00_dot_04_bar__plus_01_dot_43_bar__plus_02_dot_65)
        (cleanable Spoon_bar__plus_00_dot_04_bar__plus_01_dot_43_bar__plus_02_dot_65)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
