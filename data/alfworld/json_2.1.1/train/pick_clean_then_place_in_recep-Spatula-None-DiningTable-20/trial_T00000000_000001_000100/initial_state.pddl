(define (problem plan_trial_T00000000_000001_000100)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        BowlType - otype
        ButterKnifeType - otype
        CupType - otype
        ForkType - otype
        KnifeType - otype
        LadleType - otype
        LettuceType - otype
        MugType - otype
        SpatulaType - otype
        TomatoType - otype
        Spatula_bar__plus_00_dot_90_bar__plus_00_dot_62_bar__plus_02_dot_71 - object
        Spatula_bar__minus_02_dot_52_bar__plus_01_dot_43_bar__plus_02_dot_65 - object
        Spatula_bar__plus_02_dot_54_bar__plus_00_dot_19_bar__plus_02_dot_94 - object
        Bowl_bar__minus_01_dot_48_bar__plus_01_dot_13_bar__plus_01_dot_87 - object
        Cup_bar__plus_00_dot_05_bar__plus_00_dot_15_bar__minus_02_dot_88 - object
        Cup_bar__minus_00_dot_56_bar__plus_00_dot_86_bar__plus_01_dot_27 - object
        Fork_bar__plus_01_dot_97_bar__plus_00_dot_75_bar__plus_01_dot_32 - object
        Knife_bar__minus_02_dot_56_bar__plus_01_dot_27_bar__minus_02_dot_07 - object
        Knife_bar__plus_00_dot_37_bar__plus_00_dot_18_bar__minus_00_dot_87 - object
        Ladle_bar__plus_00_dot_07_bar__plus_00_dot_29_bar__plus_02_dot_56 - object
        Ladle_bar__minus_02_dot_76_bar__plus_00_dot_81_bar__minus_02_dot_56 - object
        Lettuce_bar__minus_01_dot_40_bar__plus_00_dot_60_bar__plus_01_dot_59 - object
        Lettuce_bar__plus_00_dot_73_bar__plus_00_dot_08_bar__plus_02_dot_93 - object
        Mug_bar__minus_01_dot_70_bar__plus_00_dot_92_bar__plus_00_dot_11 - object
        Mug_bar__minus_02_dot_80_bar__plus_00_dot_88_bar__minus_00_dot_68 - object
        Tomato_bar__minus_01_dot_94_bar__plus_00_dot_37_bar__plus_01_dot_56 - object
        Cabinet_bar__plus_00_dot_20_bar__plus_02_dot_02_bar__minus_02_dot_00 - receptacle
        Cabinet_bar__plus_01_dot_39_bar__plus_00_dot_47_bar__minus_01_dot_06 - receptacle
        Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_40 - receptacle
        Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_01_dot_69 - receptacle
        Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_01_dot_67 - receptacle
        Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_01_dot_98 - receptacle
        DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68 - receptacle
        Microwave_bar__minus_01_dot_23_bar__plus_00_dot_90_bar__minus_01_dot_68 - receptacle
        Shelf_bar__plus_01_dot_55_bar__plus_00_dot_16_bar__plus_02_dot_48 - receptacle
        Shelf_bar__plus_01_dot_55_bar__plus_00_dot_87_bar__plus_02_dot_48 - receptacle
        Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_4_bar_3_bar_30 - location
        loc_bar_1_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_2_bar__minus_5_bar_1_bar_30 - location
        loc_bar_4_bar_6_bar_0_bar_30 - location
        loc_bar_4_bar__minus_5_bar_1_bar__minus_30 - location
        loc_bar_6_bar_8_bar_0_bar_30 - location
        loc_bar__minus_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_5_bar_3_bar_30 - location
        loc_bar__minus_1_bar__minus_5_bar_3_bar__minus_30 - location
        loc_bar__minus_4_bar_3_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_9_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_6_bar__minus_9_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_20_bar__plus_02_dot_02_bar__minus_02_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_20_bar__plus_02_dot_02_bar__minus_02_dot_00 loc_bar_1_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_20_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (receptacleType Cabinet_bar__plus_01_dot_39_bar__plus_00_dot_47_bar__minus_01_dot_06 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_39_bar__plus_00_dot_47_bar__minus_01_dot_06 loc_bar_2_bar__minus_5_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_39_bar__plus_00_dot_47_bar__minus_01_dot_06)
        (receptacleType Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_40 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_40 loc_bar_4_bar__minus_5_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_40)
        (receptacleType Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_01_dot_69 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_01_dot_69)
        (receptacleType Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_01_dot_67 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_01_dot_67 loc_bar_0_bar__minus_4_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_01_dot_67)
        (receptacleType Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_01_dot_98 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_01_dot_98 loc_bar__minus_1_bar__minus_5_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_01_dot_98)
        (receptacleType DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68 loc_bar__minus_4_bar_3_bar_1_bar_30)
        (receptacleType Microwave_bar__minus_01_dot_23_bar__plus_00_dot_90_bar__minus_01_dot_68 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_23_bar__plus_00_dot_90_bar__minus_01_dot_68 loc_bar__minus_1_bar__minus_5_bar_3_bar_30)
        (openable Microwave_bar__minus_01_dot_23_bar__plus_00_dot_90_bar__minus_01_dot_68)
        (receptacleType Shelf_bar__plus_01_dot_55_bar__plus_00_dot_16_bar__plus_02_dot_48 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_55_bar__plus_00_dot_16_bar__plus_02_dot_48 loc_bar_4_bar_6_bar_0_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_55_bar__plus_00_dot_87_bar__plus_02_dot_48 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_55_bar__plus_00_dot_87_bar__plus_02_dot_48 loc_bar_6_bar_8_bar_0_bar_30)
        (receptacleType Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType LadleType)
        (canContain CabinetType MugType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LadleType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType SpatulaType)
        (canContain DiningTableType TomatoType)
        (canContain FridgeType BowlType)
        (canContain FridgeType CupType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType TomatoType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CupType)
        (canContain ShelfType MugType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType TomatoType)
        (objectType Spatula_bar__plus_00_dot_90_bar__plus_00_dot_62_bar__plus_02_dot_71 SpatulaType)
        (inReceptacle Spatula_bar__plus_00_dot_90_bar__plus_00_dot_62_bar__plus_02_dot_71 Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin)
        (objectAtLocation Spatula_bar__plus_00_dot_90_bar__plus_00_dot_62_bar__plus_02_dot_71 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (pickupable Spatula_bar__plus_00_dot_90_bar__plus_00_dot_62_bar__plus_02_dot_71)
        (cleanable Spatula_bar__plus_00_dot_90_bar__plus_00_dot_62_bar__plus_02_dot_71)
        (objectType Spatula_bar__minus_02_dot_52_bar__plus_01_dot_43_bar__plus_02_dot_65 SpatulaType)
        (inReceptacle Spatula_bar__minus_02_dot_52_bar__plus_01_dot_43_bar__plus_02_dot_65 Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin)
        (objectAtLocation Spatula_bar__minus_02_dot_52_bar__plus_01_dot_43_bar__plus_02_dot_65 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (pickupable Spatula_bar__minus_02_dot_52_bar__plus_01_dot_43_bar__plus_02_dot_65)
        (cleanable Spatula_bar__minus_02_dot_52_bar__plus_01_dot_43_bar__plus_02_dot_65)
        (objectType Spatula_bar__plus_02_dot_54_bar__plus_00_dot_19_bar__plus_02_dot_94 SpatulaType)
        (inReceptacle Spatula_bar__plus_02_dot_54_bar__plus_00_dot_19_bar__plus_02_dot_94 Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin)
        (objectAtLocation Spatula_bar__plus_02_dot_54_bar__plus_00_dot_19_bar__plus_02_dot_94 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (pickupable Spatula_bar__plus_02_dot_54_bar__plus_00_dot_19_bar__plus_02_dot_94)
        (cleanable Spatula_bar__plus_02_dot_54_bar__plus_00_dot_19_bar__plus_02_dot_94)
        (objectType Bowl_bar__minus_01_dot_48_bar__plus_01_dot_13_bar__plus_01_dot_87 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_48_bar__plus_01_dot_13_bar__plus_01_dot_87 DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68)
        (objectAtLocation Bowl_bar__minus_01_dot_48_bar__plus_01_dot_13_bar__plus_01_dot_87 loc_bar__minus_4_bar_3_bar_1_bar_30)
        (pickupable Bowl_bar__minus_01_dot_48_bar__plus_01_dot_13_bar__plus_01_dot_87)
        (cleanable Bowl_bar__minus_01_dot_48_bar__plus_01_dot_13_bar__plus_01_dot_87)
        (coolable Bowl_bar__minus_01_dot_48_bar__plus_01_dot_13_bar__plus_01_dot_87)
        (isReceptacleObject Bowl_bar__minus_01_dot_48_bar__plus_01_dot_13_bar__plus_01_dot_87)
        (objectType Cup_bar__plus_00_dot_05_bar__plus_00_dot_15_bar__minus_02_dot_88 CupType)
        (inReceptacle Cup_bar__plus_00_dot_05_bar__plus_00_dot_15_bar__minus_02_dot_88 Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin)
        (objectAtLocation Cup_bar__plus_00_dot_05_bar__plus_00_dot_15_bar__minus_02_dot_88 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (pickupable Cup_bar__plus_00_dot_05_bar__plus_00_dot_15_bar__minus_02_dot_88)
        (cleanable Cup_bar__plus_00_dot_05_bar__plus_00_dot_15_bar__minus_02_dot_88)
        (heatable Cup_bar__plus_00_dot_05_bar__plus_00_dot_15_bar__minus_02_dot_88)
        (coolable Cup_bar__plus_00_dot_05_bar__plus_00_dot_15_bar__minus_02_dot_88)
        (isReceptacleObject Cup_bar__plus_00_dot_05_bar__plus_00_dot_15_bar__minus_02_dot_88)
        (objectType Cup_bar__minus_00_dot_56_bar__plus_00_dot_86_bar__plus_01_dot_27 CupType)
        (inReceptacle Cup_bar__minus_00_dot_56_bar__plus_00_dot_86_bar__plus_01_dot_27 Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_01_dot_69)
        (objectAtLocation Cup_bar__minus_00_dot_56_bar__plus_00_dot_86_bar__plus_01_dot_27 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (pickupable Cup_bar__minus_00_dot_56_bar__plus_00_dot_86_bar__plus_01_dot_27)
        (cleanable Cup_bar__minus_00_dot_56_bar__plus_00_dot_86_bar__plus_01_dot_27)
        (heatable Cup_bar__minus_00_dot_56_bar__plus_00_dot_86_bar__plus_01_dot_27)
        (coolable Cup_bar__minus_00_dot_56_bar__plus_00_dot_86_bar__plus_01_dot_27)
        (isReceptacleObject Cup_bar__minus_00_dot_56_bar__plus_00_dot_86_bar__plus_01_dot_27)
        (objectType Fork_bar__plus_01_dot_97_bar__plus_00_dot_75_bar__plus_01_dot_32 ForkType)
        (inReceptacle Fork_bar__plus_01_dot_97_bar__plus_00_dot_75_bar__plus_01_dot_32 Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin)
        (objectAtLocation Fork_bar__plus_01_dot_97_bar__plus_00_dot_75_bar__plus_01_dot_32 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (pickupable Fork_bar__plus_01_dot_97_bar__plus_00_dot_75_bar__plus_01_dot_32)
        (cleanable Fork_bar__plus_01_dot_97_bar__plus_00_dot_75_bar__plus_01_dot_32)
        (objectType Knife_bar__minus_02_dot_56_bar__plus_01_dot_27_bar__minus_02_dot_07 KnifeType)
        (inReceptacle Knife_bar__minus_02_dot_56_bar__plus_01_dot_27_bar__minus_02_dot_07 DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68)
        (objectAtLocation Knife_bar__minus_02_dot_56_bar__plus_01_dot_27_bar__minus_02_dot_07 loc_bar__minus_4_bar_3_bar_1_bar_30)
        (pickupable Knife_bar__minus_02_dot_56_bar__plus_01_dot_27_bar__minus_02_dot_07)
        (cleanable Knife_bar__minus_02_dot_56_bar__plus_01_dot_27_bar__minus_02_dot_07)
        (objectType Knife_bar__plus_00_dot_37_bar__plus_00_dot_18_bar__minus_00_dot_87 KnifeType)
        (inReceptacle Knife_bar__plus_00_dot_37_bar__plus_00_dot_18_bar__minus_00_dot_87 Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin)
        (objectAtLocation Knife_bar__plus_00_dot_37_bar__plus_00_dot_18_bar__minus_00_dot_87 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (pickupable Knife_bar__plus_00_dot_37_bar__plus_00_dot_18_bar__minus_00_dot_87)
        (cleanable Knife_bar__plus_00_dot_37_bar__plus_00_dot_18_bar__minus_00_dot_87)
        (objectType Ladle_bar__plus_00_dot_07_bar__plus_00_dot_29_bar__plus_02_dot_56 LadleType)
        (inReceptacle Ladle_bar__plus_00_dot_07_bar__plus_00_dot_29_bar__plus_02_dot_56 Cabinet_bar__plus_00_dot_20_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (objectAtLocation Ladle_bar__plus_00_dot_07_bar__plus_00_dot_29_bar__plus_02_dot_56 loc_bar_1_bar__minus_5_bar_2_bar__minus_30)
        (pickupable Ladle_bar__plus_00_dot_07_bar__plus_00_dot_29_bar__plus_02_dot_56)
        (cleanable Ladle_bar__plus_00_dot_07_bar__plus_00_dot_29_bar__plus_02_dot_56)
        (objectType Ladle_bar__minus_02_dot_76_bar__plus_00_dot_81_bar__minus_02_dot_56 LadleType)
        (inReceptacle Ladle_bar__minus_02_dot_76_bar__plus_00_dot_81_bar__minus_02_dot_56 DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68)
        (objectAtLocation Ladle_bar__minus_02_dot_76_bar__plus_00_dot_81_bar__minus_02_dot_56 loc_bar__minus_4_bar_3_bar_1_bar_30)
        (pickupable Ladle_bar__minus_02_dot_76_bar__plus_00_dot_81_bar__minus_02_dot_56)
        (cleanable Ladle_bar__minus_02_dot_76_bar__plus_00_dot_81_bar__minus_02_dot_56)
        (objectType Lettuce_bar__minus_01_dot_40_bar__plus_00_dot_60_bar__plus_01_dot_59 LettuceType)
        (inReceptacle Lettuce_bar__minus_01_dot_40_bar__plus_00_dot_60_bar__plus_01_dot_59 DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68)
        (objectAtLocation Lettuce_bar__minus_01_dot_40_bar__plus_00_dot_60_bar__plus_01_dot_59 loc_bar__minus_4_bar_3_bar_1_bar_30)
        (pickupable Lettuce_bar__minus_01_dot_40_bar__plus_00_dot_60_bar__plus_01_dot_59)
        (cleanable Lettuce_bar__minus_01_dot_40_bar__plus_00_dot_60_bar__plus_01_dot_59)
        (coolable Lettuce_bar__minus_01_dot_40_bar__plus_00_dot_60_bar__plus_01_dot_59)
        (sliceable Lettuce_bar__minus_01_dot_40_bar__plus_00_dot_60_bar__plus_01_dot_59)
        (objectType Lettuce_bar__plus_00_dot_73_bar__plus_00_dot_08_bar__plus_02_dot_93 LettuceType)
        (inReceptacle Lettuce_bar__plus_00_dot_73_bar__plus_00_dot_08_bar__plus_02_dot_93 DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68)
        (objectAtLocation Lettuce_bar__plus_00_dot_73_bar__plus_00_dot_08_bar__plus_02_dot_93 loc_bar__minus_4_bar_3_bar_1_bar_30)
        (pickupable Lettuce_bar__plus_00_dot_73_bar__plus_00_dot_08_bar__plus_02_dot_93)
        (cleanable Lettuce_bar__plus_00_dot_73_bar__plus_00_dot_08_bar__plus_02_dot_93)
        (coolable Lettuce_bar__plus_00_dot_73_bar__plus_00_dot_08_bar__plus_02_dot_93)
        (sliceable Lettuce_bar__plus_00_dot_73_bar__plus_00_dot_08_bar__plus_02_dot_93)
        (objectType Mug_bar__minus_01_dot_70_bar__plus_00_dot_92_bar__plus_00_dot_11 MugType)
        (inReceptacle Mug_bar__minus_01_dot_70_bar__plus_00_dot_92_bar__plus_00_dot_11 Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin)
        (objectAtLocation Mug_bar__minus_01_dot_70_bar__plus_00_dot_92_bar__plus_00_dot_11 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (pickupable Mug_bar__minus_01_dot_70_bar__plus_00_dot_92_bar__plus_00_dot_11)
        (cleanable Mug_bar__minus_01_dot_70_bar__plus_00_dot_92_bar__plus_00_dot_11)
        (heatable Mug_bar__minus_01_dot_70_bar__plus_00_dot_92_bar__plus_00_dot_11)
        (coolable Mug_bar__minus_01_dot_70_bar__plus_00_dot_92_bar__plus_00_dot_11)
        (isReceptacleObject Mug_bar__minus_01_dot_70_bar__plus_00_dot_92_bar__plus_00_dot_11)
        (objectType Mug_bar__minus_02_dot_80_bar__plus_00_dot_88_bar__minus_00_dot_68 MugType)
        (inReceptacle Mug_bar__minus_02_dot_80_bar__plus_00_dot_88_bar__minus_00_dot_68 DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68)
        (objectAtLocation Mug_bar__minus_02_dot_80_bar__plus_00_dot_88_bar__minus_00_dot_68 loc_bar__minus_4_bar_3_bar_1_bar_30)
        (pickupable Mug_bar__minus_02_dot_80_bar__plus_00_dot_88_bar__minus_00_dot_68)
        (cleanable Mug_bar__minus_02_dot_80_bar__plus_00_dot_88_bar__minus_00_dot_68)
        (heatable Mug_bar__minus_02_dot_80_bar__plus_00_dot_88_bar__minus_00_dot_68)
        (coolable Mug_bar__minus_02_dot_80_bar__plus_00_dot_88_bar__minus_00_dot_68)
        (isReceptacleObject Mug_bar__minus_02_dot_80_bar__plus_00_dot_88_bar__minus_00_dot_68)
        (objectType Tomato_bar__minus_01_dot_94_bar__plus_00_dot_37_bar__plus_01_dot_56 TomatoType)
        (inReceptacle Tomato_bar__minus_01_dot_94_bar__plus_00_dot_37_bar__plus_01_dot_56 Microwave_bar__minus_01_dot_23_bar__plus_00_dot_90_bar__minus_01_dot_68)
        (objectAtLocation Tomato_bar__minus_01_dot_94_bar__plus_00_dot_37_bar__plus_01_dot_56 loc_bar__minus_1_bar__minus_5_bar_3_bar_30)
        (pickupable Tomato_bar__minus_01_dot_94_bar__plus_00_dot_37_bar__plus_01_dot_56)
        (cleanable Tomato_bar__minus_01_dot_94_bar__plus_00_dot_37_bar__plus_01_dot_56)
        (heatable Tomato_bar__minus_01_dot_94_bar__plus_00_dot_37_bar__plus_01_dot_56)
        (coolable Tomato_bar__minus_01_dot_94_bar__plus_00_dot_37_bar__plus_01_dot_56)
        (sliceable Tomato_bar__minus_01_dot_94_bar__plus_00_dot_37_bar__plus_01_dot_56)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SpatulaType)
                            (receptacleType ?r DiningTableType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
