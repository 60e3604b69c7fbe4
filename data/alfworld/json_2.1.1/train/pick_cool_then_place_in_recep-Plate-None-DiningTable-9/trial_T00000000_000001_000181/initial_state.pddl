(define (problem plan_trial_T00000000_000001_000181)
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
        BreadType - otype
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        LettuceType - otype
        MugType - otype
        PanType - otype
        PlateType - otype
        SpatulaType - otype
        Plate_bar__plus_00_dot_89_bar__plus_00_dot_76_bar__minus_00_dot_33 - object
        Apple_bar__minus_01_dot_88_bar__plus_00_dot_83_bar__minus_02_dot_67 - object
        Bowl_bar__minus_01_dot_51_bar__plus_00_dot_09_bar__plus_01_dot_08 - object
        Bowl_bar__minus_01_dot_80_bar__plus_01_dot_08_bar__plus_00_dot_85 - object
        Bread_bar__plus_00_dot_81_bar__plus_01_dot_24_bar__plus_00_dot_40 - object
        Bread_bar__plus_00_dot_64_bar__plus_00_dot_05_bar__plus_01_dot_46 - object
        Egg_bar__plus_01_dot_63_bar__plus_01_dot_31_bar__minus_00_dot_87 - object
        Egg_bar__plus_00_dot_31_bar__plus_00_dot_07_bar__minus_00_dot_96 - object
        Lettuce_bar__minus_00_dot_39_bar__plus_01_dot_19_bar__minus_02_dot_54 - object
        Lettuce_bar__plus_02_dot_84_bar__plus_00_dot_62_bar__plus_02_dot_05 - object
        Mug_bar__plus_02_dot_53_bar__plus_01_dot_16_bar__plus_00_dot_52 - object
        Pan_bar__minus_02_dot_71_bar__plus_00_dot_93_bar__plus_01_dot_71 - object
        Spatula_bar__minus_00_dot_07_bar__plus_00_dot_91_bar__plus_01_dot_45 - object
        Cabinet_bar__plus_01_dot_67_bar__plus_02_dot_01_bar__plus_01_dot_31 - receptacle
        Cabinet_bar__plus_01_dot_73_bar__plus_02_dot_01_bar__plus_01_dot_31 - receptacle
        CounterTop_bar__plus_01_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_60 - receptacle
        DiningTable_bar__minus_00_dot_84_bar__plus_00_dot_79_bar__minus_01_dot_26 - receptacle
        Drawer_bar__plus_01_dot_53_bar__plus_00_dot_79_bar__plus_01_dot_00 - receptacle
        Drawer_bar__plus_02_dot_21_bar__plus_00_dot_79_bar__minus_00_dot_30 - receptacle
        Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71 - receptacle
        Microwave_bar__plus_00_dot_53_bar__plus_01_dot_67_bar__plus_01_dot_44 - receptacle
        loc_bar_12_bar_2_bar_2_bar_30 - location
        loc_bar_2_bar_2_bar_0_bar_0 - location
        loc_bar_4_bar_1_bar_2_bar_30 - location
        loc_bar_4_bar__minus_12_bar_3_bar_30 - location
        loc_bar_5_bar_1_bar_0_bar_30 - location
        loc_bar_6_bar_3_bar_0_bar__minus_30 - location
        loc_bar_8_bar_1_bar_2_bar_30 - location
        loc_bar_8_bar_3_bar_0_bar__minus_30 - location
        loc_bar__minus_5_bar__minus_1_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_4_bar__minus_12_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_67_bar__plus_02_dot_01_bar__plus_01_dot_31 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_67_bar__plus_02_dot_01_bar__plus_01_dot_31 loc_bar_6_bar_3_bar_0_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_67_bar__plus_02_dot_01_bar__plus_01_dot_31)
        (receptacleType Cabinet_bar__plus_01_dot_73_bar__plus_02_dot_01_bar__plus_01_dot_31 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_73_bar__plus_02_dot_01_bar__plus_01_dot_31 loc_bar_8_bar_3_bar_0_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_73_bar__plus_02_dot_01_bar__plus_01_dot_31)
        (receptacleType CounterTop_bar__plus_01_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_60 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar_4_bar_1_bar_2_bar_30)
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
        (receptacleType Microwave_bar__plus_00_dot_53_bar__plus_01_dot_67_bar__plus_01_dot_44 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_00_dot_53_bar__plus_01_dot_67_bar__plus_01_dot_44 loc_bar_2_bar_2_bar_0_bar_0)
        (openable Microwave_bar__plus_00_dot_53_bar__plus_01_dot_67_bar__plus_01_dot_44)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType PanType)
        (canContain CabinetType PlateType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SpatulaType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain FridgeType PlateType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpatulaType)
        (objectType Plate_bar__plus_00_dot_89_bar__plus_00_dot_76_bar__minus_00_dot_33 PlateType)
        (inReceptacle Plate_bar__plus_00_dot_89_bar__plus_00_dot_76_bar__minus_00_dot_33 Cabinet_bar__plus_01_dot_67_bar__plus_02_dot_01_bar__plus_01_dot_31)
        (objectAtLocation Plate_bar__plus_00_dot_89_bar__plus_00_dot_76_bar__minus_00_dot_33 loc_bar_6_bar_3_bar_0_bar__minus_30)
        (pickupable Plate_bar__plus_00_dot_89_bar__plus_00_dot_76_bar__minus_00_dot_33)
        (cleanable Plate_bar__plus_00_dot_89_bar__plus_00_dot_76_bar__minus_00_dot_33)
        (heatable Plate_bar__plus_00_dot_89_bar__plus_00_dot_76_bar__minus_00_dot_33)
        (coolable Plate_bar__plus_00_dot_89_bar__plus_00_dot_76_bar__minus_00_dot_33)
        (isReceptacleObject Plate_bar__plus_00_dot_89_bar__plus_00_dot_76_bar__minus_00_dot_33)
        (objectType Apple_bar__minus_01_dot_88_bar__plus_00_dot_83_bar__minus_02_dot_67 AppleType)
        (inReceptacle Apple_bar__minus_01_dot_88_bar__plus_00_dot_83_bar__minus_02_dot_67 DiningTable_bar__minus_00_dot_84_bar__plus_00_dot_79_bar__minus_01_dot_26)
        (objectAtLocation Apple_bar__minus_01_dot_88_bar__plus_00_dot_83_bar__minus_02_dot_67 loc_bar__minus_5_bar__minus_1_bar_2_bar_30)
        (pickupable Apple_bar__minus_01_dot_88_bar__plus_00_dot_83_bar__minus_02_dot_67)
        (cleanable Apple_bar__minus_01_dot_88_bar__plus_00_dot_83_bar__minus_02_dot_67)
        (heatable Apple_bar__minus_01_dot_88_bar__plus_00_dot_83_bar__minus_02_dot_67)
        (coolable Apple_bar__minus_01_dot_88_bar__plus_00_dot_83_bar__minus_02_dot_67)
        (sliceable Apple_bar__minus_01_dot_88_bar__plus_00_dot_83_bar__minus_02_dot_67)
        (objectType Bowl_bar__minus_01_dot_51_bar__plus_00_dot_09_bar__plus_01_dot_08 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_51_bar__plus_00_dot_09_bar__plus_01_dot_08 Microwave_bar__plus_00_dot_53_bar__plus_01_dot_67_bar__plus_01_dot_44)
        (objectAtLocation Bowl_bar__minus_01_dot_51_bar__plus_00_dot_09_bar__plus_01_dot_08 loc_bar_2_bar_2_bar_0_bar_0)
        (pickupable Bowl_bar__minus_01_dot_51_bar__plus_00_dot_09_bar__plus_01_dot_08)
        (cleanable Bowl_bar__minus_01_dot_51_bar__plus_00_dot_09_bar__plus_01_dot_08)
        (coolable Bowl_bar__minus_01_dot_51_bar__plus_00_dot_09_bar__plus_01_dot_08)
        (isReceptacleObject Bowl_bar__minus_01_dot_51_bar__plus_00_dot_09_bar__plus_01_dot_08)
        (objectType Bowl_bar__minus_01_dot_80_bar__plus_01_dot_08_bar__plus_00_dot_85 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_80_bar__plus_01_dot_08_bar__plus_00_dot_85 Cabinet_bar__plus_01_dot_73_bar__plus_02_dot_01_bar__plus_01_dot_31)
        (objectAtLocation Bowl_bar__minus_01_dot_80_bar__plus_01_dot_08_bar__plus_00_dot_85 loc_bar_8_bar_3_bar_0_bar__minus_30)
        (pickupable Bowl_bar__minus_01_dot_80_bar__plus_01_dot_08_bar__plus_00_dot_85)
        (cleanable Bowl_bar__minus_01_dot_80_bar__plus_01_dot_08_bar__plus_00_dot_85)
        (coolable Bowl_bar__minus_01_dot_80_bar__plus_01_dot_08_bar__plus_00_dot_85)
        (isReceptacleObject Bowl_bar__minus_01_dot_80_bar__plus_01_dot_08_bar__plus_00_dot_85)
        (objectType Bread_bar__plus_00_dot_81_bar__plus_01_dot_24_bar__plus_00_dot_40 BreadType)
        (inReceptacle Bread_bar__plus_00_dot_81_bar__plus_01_dot_24_bar__plus_00_dot_40 DiningTable_bar__minus_00_dot_84_bar__plus_00_dot_79_bar__minus_01_dot_26)
        (objectAtLocation Bread_bar__plus_00_dot_81_bar__plus_01_dot_24_bar__plus_00_dot_40 loc_bar__minus_5_bar__minus_1_bar_2_bar_30)
        (pickupable Bread_bar__plus_00_dot_81_bar__plus_01_dot_24_bar__plus_00_dot_40)
        (heatable Bread_bar__plus_00_dot_81_bar__plus_01_dot_24_bar__plus_00_dot_40)
        (coolable Bread_bar__plus_00_dot_81_bar__plus_01_dot_24_bar__plus_00_dot_40)
        (sliceable Bread_bar__plus_00_dot_81_bar__plus_01_dot_24_bar__plus_00_dot_40)
        (objectType Bread_bar__plus_00_dot_64_bar__plus_00_dot_05_bar__plus_01_dot_46 BreadType)
        (inReceptacle Bread_bar__plus_00_dot_64_bar__plus_00_dot_05_bar__plus_01_dot_46 DiningTable_bar__minus_00_dot_84_bar__plus_00_dot_79_bar__minus_01_dot_26)
        (objectAtLocation Bread_bar__plus_00_dot_64_bar__plus_00_dot_05_bar__plus_01_dot_46 loc_bar__minus_5_bar__minus_1_bar_2_bar_30)
        (pickupable Bread_bar__plus_00_dot_64_bar__plus_00_dot_05_bar__plus_01_dot_46)
        (heatable Bread_bar__plus_00_dot_64_bar__plus_00_dot_05_bar__plus_01_dot_46)
        (coolable Bread_bar__plus_00_dot_64_bar__plus_00_dot_05_bar__plus_01_dot_46)
        (sliceable Bread_bar__plus_00_dot_64_bar__plus_00_dot_05_bar__plus_01_dot_46)
        (objectType Egg_bar__plus_01_dot_63_bar__plus_01_dot_31_bar__minus_00_dot_87 EggType)
        (inReceptacle Egg_bar__plus_01_dot_63_bar__plus_01_dot_31_bar__minus_00_dot_87 DiningTable_bar__minus_00_dot_84_bar__plus_00_dot_79_bar__minus_01_dot_26)
        (objectAtLocation Egg_bar__plus_01_dot_63_bar__plus_01_dot_31_bar__minus_00_dot_87 loc_bar__minus_5_bar__minus_1_bar_2_bar_30)
        (pickupable Egg_bar__plus_01_dot_63_bar__plus_01_dot_31_bar__minus_00_dot_87)
        (cleanable Egg_bar__plus_01_dot_63_bar__plus_01_dot_31_bar__minus_00_dot_87)
        (heatable Egg_bar__plus_01_dot_63_bar__plus_01_dot_31_bar__minus_00_dot_87)
        (coolable Egg_bar__plus_01_dot_63_bar__plus_01_dot_31_bar__minus_00_dot_87)
        (sliceable Egg_bar__plus_01_dot_63_bar__plus_01_dot_31_bar__minus_00_dot_87)
        (objectType Egg_bar__plus_00_dot_31_bar__plus_00_dot_07_bar__minus_00_dot_96 EggType)
        (inReceptacle Egg_bar__plus_00_dot_31_bar__plus_00_dot_07_bar__minus_00_dot_96 Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71)
        (objectAtLocation Egg_bar__plus_00_dot_31_bar__plus_00_dot_07_bar__minus_00_dot_96 loc_bar_12_bar_2_bar_2_bar_30)
        (pickupable Egg_bar__plus_00_dot_31_bar__plus_00_dot_07_bar__minus_00_dot_96)
        (cleanable Egg_bar__plus_00_dot_31_bar__plus_00_dot_07_bar__minus_00_dot_96)
        (heatable Egg_bar__plus_00_dot_31_bar__plus_00_dot_07_bar__minus_00_dot_96)
        (coolable Egg_bar__plus_00_dot_31_bar__plus_00_dot_07_bar__minus_00_dot_96)
        (sliceable Egg_bar__plus_00_dot_31_bar__plus_00_dot_07_bar__minus_00_dot_96)
        (objectType Lettuce_bar__minus_00_dot_39_bar__plus_01_dot_19_bar__minus_02_dot_54 LettuceType)
        (inReceptacle Lettuce_bar__minus_00_dot_39_bar__plus_01_dot_19_bar__minus_02_dot_54 Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71)
        (objectAtLocation Lettuce_bar__minus_00_dot_39_bar__plus_01_dot_19_bar__minus_02_dot_54 loc_bar_12_bar_2_bar_2_bar_30)
        (pickupable Lettuce_bar__minus_00_dot_39_bar__plus_01_dot_19_bar__minus_02_dot_54)
        (cleanable Lettuce_bar__minus_00_dot_39_bar__plus_01_dot_19_bar__minus_02_dot_54)
        (coolable Lettuce_bar__minus_00_dot_39_bar__plus_01_dot_19_bar__minus_02_dot_54)
        (sliceable Lettuce_bar__minus_00_dot_39_bar__plus_01_dot_19_bar__minus_02_dot_54)
        (objectType Lettuce_bar__plus_02_dot_84_bar__plus_00_dot_62_bar__plus_02_dot_05 LettuceType)
        (inReceptacle Lettuce_bar__plus_02_dot_84_bar__plus_00_dot_62_bar__plus_02_dot_05 DiningTable_bar__minus_00_dot_84_bar__plus_00_dot_79_bar__minus_01_dot_26)
        (objectAtLocation Lettuce_bar__plus_02_dot_84_bar__plus_00_dot_62_bar__plus_02_dot_05 loc_bar__minus_5_bar__minus_1_bar_2_bar_30)
        (pickupable Lettuce_bar__plus_02_dot_84_bar__plus_00_dot_62_bar__plus_02_dot_05)
        (cleanable Lettuce_bar__plus_02_dot_84_bar__plus_00_dot_62_bar__plus_02_dot_05)
        (coolable Lettuce_bar__plus_02_dot_84_bar__plus_00_dot_62_bar__plus_02_dot_05)
        (sliceable Lettuce_bar__plus_02_dot_84_bar__plus_00_dot_62_bar__plus_02_dot_05)
        (objectType Mug_bar__plus_02_dot_53_bar__plus_01_dot_16_bar__plus_00_dot_52 MugType)
        (inReceptacle Mug_bar__plus_02_dot_53_bar__plus_01_dot_16_bar__plus_00_dot_52 DiningTable_bar__minus_00_dot_84_bar__plus_00_dot_79_bar__minus_01_dot_26)
        (objectAtLocation Mug_bar__plus_02_dot_53_bar__plus_01_dot_16_bar__plus_00_dot_52 loc_bar__minus_5_bar__minus_1_bar_2_bar_30)
        (pickupable Mug_bar__plus_02_dot_53_bar__plus_01_dot_16_bar__plus_00_dot_52)
        (cleanable Mug_bar__plus_02_dot_53_bar__plus_01_dot_16_bar__plus_00_dot_52)
        (heatable Mug_bar__plus_02_dot_53_bar__plus_01_dot_16_bar__plus_00_dot_52)
        (coolable Mug_bar__plus_02_dot_53_bar__plus_01_dot_16_bar__plus_00_dot_52)
        (isReceptacleObject Mug_bar__plus_02_dot_53_bar__plus_01_dot_16_bar__plus_00_dot_52)
        (objectType Pan_bar__minus_02_dot_71_bar__plus_00_dot_93_bar__plus_01_dot_71 PanType)
        (inReceptacle Pan_bar__minus_02_dot_71_bar__plus_00_dot_93_bar__plus_01_dot_71 Cabinet_bar__plus_01_dot_67_bar__plus_02_dot_01_bar__plus_01_dot_31)
        (objectAtLocation Pan_bar__minus_02_dot_71_bar__plus_00_dot_93_bar__plus_01_dot_71 loc_bar_6_bar_3_bar_0_bar__minus_30)
        (pickupable Pan_bar__minus_02_dot_71_bar__plus_00_dot_93_bar__plus_01_dot_71)
        (cleanable Pan_bar__minus_02_dot_71_bar__plus_00_dot_93_bar__plus_01_dot_71)
        (coolable Pan_bar__minus_02_dot_71_bar__plus_00_dot_93_bar__plus_01_dot_71)
        (isReceptacleObject Pan_bar__minus_02_dot_71_bar__plus_00_dot_93_bar__plus_01_dot_71)
        (objectType Spatula_bar__minus_00_dot_07_bar__plus_00_dot_91_bar__plus_01_dot_45 SpatulaType)
        (inReceptacle Spatula_bar__minus_00_dot_07_bar__plus_00_dot_91_bar__plus_01_dot_45 CounterTop_bar__plus_01_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (objectAtLocation Spatula_bar__minus_00_dot_07_bar__plus_00_dot_91_bar__plus_01_dot_45 loc_bar_4_bar_1_bar_2_bar_30)
        (pickupable Spatula_bar__minus_00_dot_07_bar__plus_00_dot_91_bar__plus_01_dot_45)
        (cleanable Spatula_bar__minus_00_dot_07_bar__plus_00_dot_91_bar__plus_01_dot_45)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PlateType)
                            (receptacleType ?r DiningTableType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
