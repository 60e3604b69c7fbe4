(define (problem plan_trial_T00000000_000001_000198)
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
        BowlType - otype
        BreadType - otype
        ButterKnifeType - otype
        CupType - otype
        DishSpongeType - otype
        KnifeType - otype
        LettuceType - otype
        PanType - otype
        SaltShakerType - otype
        SpoonType - otype
        Bread_bar__minus_02_dot_08_bar__plus_00_dot_39_bar__plus_00_dot_02 - object
        Bread_bar__plus_01_dot_91_bar__plus_00_dot_68_bar__plus_02_dot_94 - object
        Apple_bar__minus_02_dot_53_bar__plus_01_dot_47_bar__minus_02_dot_68 - object
        Bowl_bar__plus_01_dot_62_bar__plus_00_dot_98_bar__plus_00_dot_02 - object
        Bowl_bar__plus_01_dot_49_bar__plus_00_dot_96_bar__plus_02_dot_90 - object
        Cup_bar__plus_00_dot_77_bar__plus_00_dot_32_bar__plus_00_dot_80 - object
        DishSponge_bar__plus_00_dot_50_bar__plus_01_dot_22_bar__plus_02_dot_28 - object
        DishSponge_bar__plus_00_dot_89_bar__plus_00_dot_37_bar__minus_00_dot_78 - object
        Lettuce_bar__plus_00_dot_61_bar__plus_00_dot_48_bar__plus_01_dot_72 - object
        Lettuce_bar__minus_01_dot_67_bar__plus_01_dot_00_bar__plus_02_dot_47 - object
        Pan_bar__minus_02_dot_45_bar__plus_00_dot_33_bar__plus_02_dot_06 - object
        SaltShaker_bar__plus_00_dot_08_bar__plus_00_dot_59_bar__minus_01_dot_87 - object
        Spoon_bar__plus_02_dot_76_bar__plus_00_dot_73_bar__minus_00_dot_27 - object
        Spoon_bar__minus_01_dot_38_bar__plus_00_dot_92_bar__plus_02_dot_44 - object
        Cabinet_bar__minus_00_dot_33_bar__plus_01_dot_89_bar__minus_02_dot_51 - receptacle
        Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29 - receptacle
        Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39 - receptacle
        Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27 - receptacle
        Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29 - receptacle
        Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_02_dot_51 - receptacle
        Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_03_dot_01 - receptacle
        Cabinet_bar__minus_01_dot_01_bar__plus_00_dot_39_bar__minus_03_dot_37 - receptacle
        CounterTop_bar__minus_00_dot_33_bar__plus_00_dot_98_bar__minus_01_dot_45 - receptacle
        CounterTop_bar__minus_01_dot_94_bar__plus_00_dot_98_bar__minus_03_dot_67 - receptacle
        DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_00_bar__minus_00_dot_44 - receptacle
        DiningTable_bar__minus_03_dot_62_bar__plus_00_dot_67_bar__minus_03_dot_32 - receptacle
        Fridge_bar__minus_00_dot_31_bar__plus_00_dot_00_bar__minus_00_dot_65 - receptacle
        Microwave_bar__minus_00_dot_22_bar__plus_01_dot_47_bar__minus_02_dot_06 - receptacle
        loc_bar__minus_10_bar_12_bar_2_bar_30 - location
        loc_bar__minus_12_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_14_bar__minus_9_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_12_bar_1_bar_0 - location
        loc_bar__minus_4_bar__minus_6_bar_1_bar_0 - location
        loc_bar__minus_4_bar__minus_6_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_8_bar_1_bar_0 - location
        loc_bar__minus_4_bar__minus_9_bar_2_bar_0 - location
        loc_bar__minus_5_bar__minus_3_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_12_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_4_bar_1_bar_0 - location
        loc_bar__minus_6_bar__minus_6_bar_1_bar_0 - location
        loc_bar__minus_6_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_7_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_7_bar__minus_11_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_10_bar_12_bar_2_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_33_bar__plus_01_dot_89_bar__minus_02_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_33_bar__plus_01_dot_89_bar__minus_02_dot_51 loc_bar__minus_4_bar__minus_12_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_33_bar__plus_01_dot_89_bar__minus_02_dot_51)
        (receptacleType Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29 loc_bar__minus_4_bar__minus_6_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29)
        (receptacleType Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39 loc_bar__minus_6_bar__minus_4_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39)
        (receptacleType Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27 loc_bar__minus_6_bar__minus_6_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27)
        (receptacleType Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29 loc_bar__minus_4_bar__minus_9_bar_2_bar_0)
        (openable Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29)
        (receptacleType Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_02_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_02_dot_51 loc_bar__minus_6_bar__minus_9_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_02_dot_51)
        (receptacleType Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_03_dot_01 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_03_dot_01 loc_bar__minus_7_bar__minus_11_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_03_dot_01)
        (receptacleType Cabinet_bar__minus_01_dot_01_bar__plus_00_dot_39_bar__minus_03_dot_37 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_01_bar__plus_00_dot_39_bar__minus_03_dot_37 loc_bar__minus_7_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_01_bar__plus_00_dot_39_bar__minus_03_dot_37)
        (receptacleType CounterTop_bar__minus_00_dot_33_bar__plus_00_dot_98_bar__minus_01_dot_45 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_33_bar__plus_00_dot_98_bar__minus_01_dot_45 loc_bar__minus_4_bar__minus_6_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_94_bar__plus_00_dot_98_bar__minus_03_dot_67 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_94_bar__plus_00_dot_98_bar__minus_03_dot_67 loc_bar__minus_6_bar__minus_12_bar_2_bar_30)
        (receptacleType DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_00_bar__minus_00_dot_44 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_00_bar__minus_00_dot_44 loc_bar__minus_12_bar__minus_5_bar_0_bar_30)
        (receptacleType DiningTable_bar__minus_03_dot_62_bar__plus_00_dot_67_bar__minus_03_dot_32 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_03_dot_62_bar__plus_00_dot_67_bar__minus_03_dot_32 loc_bar__minus_14_bar__minus_9_bar_2_bar_30)
        (receptacleType Fridge_bar__minus_00_dot_31_bar__plus_00_dot_00_bar__minus_00_dot_65 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_31_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar__minus_5_bar__minus_3_bar_1_bar_30)
        (openable Fridge_bar__minus_00_dot_31_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (receptacleType Microwave_bar__minus_00_dot_22_bar__plus_01_dot_47_bar__minus_02_dot_06 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_22_bar__plus_01_dot_47_bar__minus_02_dot_06 loc_bar__minus_4_bar__minus_8_bar_1_bar_0)
        (openable Microwave_bar__minus_00_dot_22_bar__plus_01_dot_47_bar__minus_02_dot_06)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PanType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType SpoonType)
        (objectType Bread_bar__minus_02_dot_08_bar__plus_00_dot_39_bar__plus_00_dot_02 BreadType)
        (inReceptacle Bread_bar__minus_02_dot_08_bar__plus_00_dot_39_bar__plus_00_dot_02 Fridge_bar__minus_00_dot_31_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (objectAtLocation Bread_bar__minus_02_dot_08_bar__plus_00_dot_39_bar__plus_00_dot_02 loc_bar__minus_5_bar__minus_3_bar_1_bar_30)
        (pickupable Bread_bar__minus_02_dot_08_bar__plus_00_dot_39_bar__plus_00_dot_02)
        (heatable Bread_bar__minus_02_dot_08_bar__plus_00_dot_39_bar__plus_00_dot_02)
        (coolable Bread_bar__minus_02_dot_08_bar__plus_00_dot_39_bar__plus_00_dot_02)
        (sliceable Bread_bar__minus_02_dot_08_bar__plus_00_dot_39_bar__plus_00_dot_02)
        (objectType Bread_bar__plus_01_dot_91_bar__plus_00_dot_68_bar__plus_02_dot_94 BreadType)
        (inReceptacle Bread_bar__plus_01_dot_91_bar__plus_00_dot_68_bar__plus_02_dot_94 CounterTop_bar__minus_01_dot_94_bar__plus_00_dot_98_bar__minus_03_dot_67)
        (objectAtLocation Bread_bar__plus_01_dot_91_bar__plus_00_dot_68_bar__plus_02_dot_94 loc_bar__minus_6_bar__minus_12_bar_2_bar_30)
        (pickupable Bread_bar__plus_01_dot_91_bar__plus_00_dot_68_bar__plus_02_dot_94)
        (heatable Bread_bar__plus_01_dot_91_bar__plus_00_dot_68_bar__plus_02_dot_94)
        (coolable Bread_bar__plus_01_dot_91_bar__plus_00_dot_68_bar__plus_02_dot_94)
        (sliceable Bread_bar__plus_01_dot_91_bar__plus_00_dot_68_bar__plus_02_dot_94)
        (objectType Apple_bar__minus_02_dot_53_bar__plus_01_dot_47_bar__minus_02_dot_68 AppleType)
        (inReceptacle Apple_bar__minus_02_dot_53_bar__plus_01_dot_47_bar__minus_02_dot_68 Microwave_bar__minus_00_dot_22_bar__plus_01_dot_47_bar__minus_02_dot_06)
        (objectAtLocation Apple_bar__minus_02_dot_53_bar__plus_01_dot_47_bar__minus_02_dot_68 loc_bar__minus_4_bar__minus_8_bar_1_bar_0)
        (pickupable Apple_bar__minus_02_dot_53_bar__plus_01_dot_47_bar__minus_02_dot_68)
        (cleanable Apple_bar__minus_02_dot_53_bar__plus_01_dot_47_bar__minus_02_dot_68)
        (heatable Apple_bar__minus_02_dot_53_bar__plus_01_dot_47_bar__minus_02_dot_68)
        (coolable Apple_bar__minus_02_dot_53_bar__plus_01_dot_47_bar__minus_02_dot_68)
        (sliceable Apple_bar__minus_02_dot_53_bar__plus_01_dot_47_bar__minus_02_dot_68)
        (objectType Bowl_bar__plus_01_dot_62_bar__plus_00_dot_98_bar__plus_00_dot_02 BowlType)
        (inReceptacle Bowl_bar__plus_01_dot_62_bar__plus_00_dot_98_bar__plus_00_dot_02 Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29)
        (objectAtLocation Bowl_bar__plus_01_dot_62_bar__plus_00_dot_98_bar__plus_00_dot_02 loc_bar__minus_4_bar__minus_9_bar_2_bar_0)
        (pickupable Bowl_bar__plus_01_dot_62_bar__plus_00_dot_98_bar__plus_00_dot_02)
        (cleanable Bowl_bar__plus_01_dot_62_bar__plus_00_dot_98_bar__plus_00_dot_02)
        (coolable Bowl_bar__plus_01_dot_62_bar__plus_00_dot_98_bar__plus_00_dot_02)
        (isReceptacleObject Bowl_bar__plus_01_dot_62_bar__plus_00_dot_98_bar__plus_00_dot_02)
        (objectType Bowl_bar__plus_01_dot_49_bar__plus_00_dot_96_bar__plus_02_dot_90 BowlType)
        (inReceptacle Bowl_bar__plus_01_dot_49_bar__plus_00_dot_96_bar__plus_02_dot_90 CounterTop_bar__minus_01_dot_94_bar__plus_00_dot_98_bar__minus_03_dot_67)
        (objectAtLocation Bowl_bar__plus_01_dot_49_bar__plus_00_dot_96_bar__plus_02_dot_90 loc_bar__minus_6_bar__minus_12_bar_2_bar_30)
        (pickupable Bowl_bar__plus_01_dot_49_bar__plus_00_dot_96_bar__plus_02_dot_90)
        (cleanable Bowl_bar__plus_01_dot_49_bar__plus_00_dot_96_bar__plus_02_dot_90)
        (coolable Bowl_bar__plus_01_dot_49_bar__plus_00_dot_96_bar__plus_02_dot_90)
        (isReceptacleObject Bowl_bar__plus_01_dot_49_bar__plus_00_dot_96_bar__plus_02_dot_90)
        (objectType Cup_bar__plus_00_dot_77_bar__plus_00_dot_32_bar__plus_00_dot_80 CupType)
        (inReceptacle Cup_bar__plus_00_dot_77_bar__plus_00_dot_32_bar__plus_00_dot_80 Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_03_dot_01)
        (objectAtLocation Cup_bar__plus_00_dot_77_bar__plus_00_dot_32_bar__plus_00_dot_80 loc_bar__minus_7_bar__minus_11_bar_1_bar_30)
        (pickupable Cup_bar__plus_00_dot_77_bar__plus_00_dot_32_bar__plus_00_dot_80)
        (cleanable Cup_bar__plus_00_dot_77_bar__plus_00_dot_32_bar__plus_00_dot_80)
        (heatable Cup_bar__plus_00_dot_77_bar__plus_00_dot_32_bar__plus_00_dot_80)
        (coolable Cup_bar__plus_00_dot_77_bar__plus_00_dot_32_bar__plus_00_dot_80)
        (isReceptacleObject Cup_bar__plus_00_dot_77_bar__plus_00_dot_32_bar__plus_00_dot_80)
        (objectType DishSponge_bar__plus_00_dot_50_bar__plus_01_dot_22_bar__plus_02_dot_28 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_00_dot_50_bar__plus_01_dot_22_bar__plus_02_dot_28 DiningTable_bar__minus_03_dot_62_bar__plus_00_dot_67_bar__minus_03_dot_32)
        (objectAtLocation DishSponge_bar__plus_00_dot_50_bar__plus_01_dot_22_bar__plus_02_dot_28 loc_bar__minus_14_bar__minus_9_bar_2_bar_30)
        (pickupable DishSponge_bar__plus_00_dot_50_bar__plus_01_dot_22_bar__plus_02_dot_28)
        (cleanable DishSponge_bar__plus_00_dot_50_bar__plus_01_dot_22_bar__plus_02_dot_28)
        (objectType DishSponge_bar__plus_00_dot_89_bar__plus_00_dot_37_bar__minus_00_dot_78 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_00_dot_89_bar__plus_00_dot_37_bar__minus_00_dot_78 Cabinet_bar__minus_00_dot_33_bar__plus_01_dot_89_bar__minus_02_dot_51)
        (objectAtLocation DishSponge_bar__plus_00_dot_89_bar__plus_00_dot_37_bar__minus_00_dot_78 loc_bar__minus_4_bar__minus_12_bar_1_bar_0)
        (pickupable DishSponge_bar__plus_00_dot_89_bar__plus_00_dot_37_bar__minus_00_dot_78)
        (cleanable DishSponge_bar__plus_00_dot_89_bar__plus_00_dot_37_bar__minus_00_dot_78)
        (objectType Lettuce_bar__plus_00_dot_61_bar__plus_00_dot_48_bar__plus_01_dot_72 LettuceType)
        (inReceptacle Lettuce_bar__plus_00_dot_61_bar__plus_00_dot_48_bar__plus_01_dot_72 CounterTop_bar__minus_01_dot_94_bar__plus_00_dot_98_bar__minus_03_dot_67)
        (objectAtLocation Lettuce_bar__plus_00_dot_61_bar__plus_00_dot_48_bar__plus_01_dot_72 loc_bar__minus_6_bar__minus_12_bar_2_bar_30)
        (pickupable Lettuce_bar__plus_00_dot_61_bar__plus_00_dot_48_bar__plus_01_dot_72)
        (cleanable Lettuce_bar__plus_00_dot_61_bar__plus_00_dot_48_bar__plus_01_dot_72)
        (coolable Lettuce_bar__plus_00_dot_61_bar__plus_00_dot_48_bar__plus_01_dot_72)
        (sliceable Lettuce_bar__plus_00_dot_61_bar__plus_00_dot_48_bar__plus_01_dot_72)
        (objectType Lettuce_bar__minus_01_dot_67_bar__plus_01_dot_00_bar__plus_02_dot_47 LettuceType)
        (inReceptacle Lettuce_bar__minus_01_dot_67_bar__plus_01_dot_00_bar__plus_02_dot_47 Fridge_bar__minus_00_dot_31_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (objectAtLocation Lettuce_bar__minus_01_dot_67_bar__plus_01_dot_00_bar__plus_02_dot_47 loc_bar__minus_5_bar__minus_3_bar_1_bar_30)
        (pickupable Lettuce_bar__minus_01_dot_67_bar__plus_01_dot_00_bar__plus_02_dot_47)
        (cleanable Lettuce_bar__minus_01_dot_67_bar__plus_01_dot_00_bar__plus_02_dot_47)
        (coolable Lettuce_bar__minus_01_dot_67_bar__plus_01_dot_00_bar__plus_02_dot_47)
        (sliceable Lettuce_bar__minus_01_dot_67_bar__plus_01_dot_00_bar__plus_02_dot_47)
        (objectType Pan_bar__minus_02_dot_45_bar__plus_00_dot_33_bar__plus_02_dot_06 PanType)
        (inReceptacle Pan_bar__minus_02_dot_45_bar__plus_00_dot_33_bar__plus_02_dot_06 Fridge_bar__minus_00_dot_31_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (objectAtLocation Pan_bar__minus_02_dot_45_bar__plus_00_dot_33_bar__plus_02_dot_06 loc_bar__minus_5_bar__minus_3_bar_1_bar_30)
        (pickupable Pan_bar__minus_02_dot_45_bar__plus_00_dot_33_bar__plus_02_dot_06)
        (cleanable Pan_bar__minus_02_dot_45_bar__plus_00_dot_33_bar__plus_02_dot_06)
        (coolable Pan_bar__minus_02_dot_45_bar__plus_00_dot_33_bar__plus_02_dot_06)
        (isReceptacleObject Pan_bar__minus_02_dot_45_bar__plus_00_dot_33_bar__plus_02_dot_06)
        (objectType SaltShaker_bar__plus_00_dot_08_bar__plus_00_dot_59_bar__minus_01_dot_87 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_00_dot_08_bar__plus_00_dot_59_bar__minus_01_dot_87 Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29)
        (objectAtLocation SaltShaker_bar__plus_00_dot_08_bar__plus_00_dot_59_bar__minus_01_dot_87 loc_bar__minus_4_bar__minus_6_bar_1_bar_0)
        (pickupable SaltShaker_bar__plus_00_dot_08_bar__plus_00_dot_59_bar__minus_01_dot_87)
        (objectType Spoon_bar__plus_02_dot_76_bar__plus_00_dot_73_bar__minus_00_dot_27 SpoonType)
        (inReceptacle Spoon_bar__plus_02_dot_76_bar__plus_00_dot_73_bar__minus_00_dot_27 DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_00_bar__minus_00_dot_44)
        (objectAtLocation Spoon_bar__plus_02_dot_76_bar__plus_00_dot_73_bar__minus_00_dot_27 loc_bar__minus_12_bar__minus_5_bar_0_bar_30)
        (pickupable Spoon_bar__plus_02_dot_76_bar__plus_00_dot_73_bar__minus_00_dot_27)
        (cleanable Spoon_bar__plus_02_dot_76_bar__plus_00_dot_73_bar__minus_00_dot_27)
        (objectType Spoon_bar__minus_01_dot_38_bar__plus_00_dot_92_bar__plus_02_dot_44 SpoonType)
        (inReceptacle Spoon_bar__minus_01_dot_38_bar__plus_00_dot_92_bar__plus_02_dot_44 DiningTable_bar__minus_03_dot_62_bar__plus_00_dot_67_bar__minus_03_dot_32)
        (objectAtLocation Spoon_bar__minus_01_dot_38_bar__plus_00_dot_92_bar__plus_02_dot_44 loc_bar__minus_14_bar__minus_9_bar_2_bar_30)
        (pickupable Spoon_bar__minus_01_dot_38_bar__plus_00_dot_92_bar__plus_02_dot_44)
        (cleanable Spoon_bar__minus_01_dot_38_bar__plus_00_dot_92_bar__plus_02_dot_44)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r DiningTableType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
