(define (problem plan_trial_T00000000_000003_000021)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        BowlType - otype
        BreadType - otype
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        LettuceType - otype
        PanType - otype
        SaltShakerType - otype
        SoapBottleType - otype
        Lettuce_bar__plus_01_dot_32_bar__plus_00_dot_18_bar__minus_00_dot_72 - object
        Lettuce_bar__minus_02_dot_99_bar__plus_00_dot_83_bar__plus_02_dot_33 - object
        Lettuce_bar__minus_01_dot_24_bar__plus_00_dot_51_bar__plus_02_dot_77 - object
        Apple_bar__plus_01_dot_75_bar__plus_01_dot_18_bar__minus_00_dot_79 - object
        Bowl_bar__minus_02_dot_48_bar__plus_00_dot_97_bar__plus_02_dot_41 - object
        Bread_bar__minus_01_dot_10_bar__plus_00_dot_50_bar__plus_01_dot_39 - object
        Bread_bar__plus_00_dot_69_bar__plus_00_dot_33_bar__minus_02_dot_72 - object
        Cup_bar__minus_02_dot_06_bar__plus_00_dot_30_bar__minus_01_dot_25 - object
        Pan_bar__plus_00_dot_84_bar__plus_00_dot_87_bar__plus_01_dot_83 - object
        SaltShaker_bar__plus_01_dot_81_bar__plus_00_dot_13_bar__plus_00_dot_46 - object
        SaltShaker_bar__minus_01_dot_45_bar__plus_00_dot_77_bar__plus_00_dot_08 - object
        SoapBottle_bar__plus_01_dot_22_bar__plus_00_dot_73_bar__plus_01_dot_90 - object
        Cabinet_bar__plus_00_dot_15_bar__plus_02_dot_01_bar__minus_01_dot_60 - receptacle
        Cabinet_bar__plus_01_dot_57_bar__plus_02_dot_01_bar__minus_00_dot_78 - receptacle
        Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_40_bar__plus_00_dot_64 - receptacle
        Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_01_dot_64 - receptacle
        CounterTop_bar__plus_01_dot_59_bar__plus_00_dot_95_bar__plus_00_dot_41 - receptacle
        Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__minus_00_dot_03 - receptacle
        Fridge_bar__minus_02_dot_48_bar__plus_00_dot_00_bar__minus_00_dot_78 - receptacle
        GarbageCan_bar__plus_01_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_68 - receptacle
        Microwave_bar__minus_02_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_44 - receptacle
        loc_bar_2_bar__minus_4_bar_2_bar__minus_30 - location
        loc_bar_3_bar_2_bar_1_bar_30 - location
        loc_bar_3_bar__minus_2_bar_1_bar__minus_30 - location
        loc_bar_4_bar_3_bar_1_bar_30 - location
        loc_bar_7_bar_11_bar_1_bar_30 - location
        loc_bar__minus_5_bar_0_bar_3_bar_30 - location
        loc_bar__minus_6_bar_1_bar_3_bar_30 - location
        loc_bar__minus_6_bar_5_bar_3_bar_0 - location
        loc_bar__minus_6_bar__minus_3_bar_3_bar_30 - location
        loc_bar__minus_7_bar_10_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_7_bar_11_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_15_bar__plus_02_dot_01_bar__minus_01_dot_60 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_15_bar__plus_02_dot_01_bar__minus_01_dot_60 loc_bar_2_bar__minus_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_15_bar__plus_02_dot_01_bar__minus_01_dot_60)
        (receptacleType Cabinet_bar__plus_01_dot_57_bar__plus_02_dot_01_bar__minus_00_dot_78 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_57_bar__plus_02_dot_01_bar__minus_00_dot_78 loc_bar_3_bar__minus_2_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_57_bar__plus_02_dot_01_bar__minus_00_dot_78)
        (receptacleType Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_40_bar__plus_00_dot_64 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_40_bar__plus_00_dot_64 loc_bar__minus_5_bar_0_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_40_bar__plus_00_dot_64)
        (receptacleType Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_01_dot_64 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_01_dot_64 loc_bar__minus_6_bar_5_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_01_dot_64)
        (receptacleType CounterTop_bar__plus_01_dot_59_bar__plus_00_dot_95_bar__plus_00_dot_41 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_59_bar__plus_00_dot_95_bar__plus_00_dot_41 loc_bar_4_bar_3_bar_1_bar_30)
        (receptacleType Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__minus_00_dot_03 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__minus_00_dot_03 loc_bar__minus_6_bar_1_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__minus_00_dot_03)
        (receptacleType Fridge_bar__minus_02_dot_48_bar__plus_00_dot_00_bar__minus_00_dot_78 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_48_bar__plus_00_dot_00_bar__minus_00_dot_78 loc_bar__minus_6_bar__minus_3_bar_3_bar_30)
        (openable Fridge_bar__minus_02_dot_48_bar__plus_00_dot_00_bar__minus_00_dot_78)
        (receptacleType GarbageCan_bar__plus_01_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_68 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_68 loc_bar_3_bar_2_bar_1_bar_30)
        (receptacleType Microwave_bar__minus_02_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_44 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_02_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_44 loc_bar__minus_7_bar_10_bar_3_bar_30)
        (openable Microwave_bar__minus_02_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_44)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SoapBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PanType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType SoapBottleType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PanType)
        (objectType Lettuce_bar__plus_01_dot_32_bar__plus_00_dot_18_bar__minus_00_dot_72 LettuceType)
        (inReceptacle Lettuce_bar__plus_01_dot_32_bar__plus_00_dot_18_bar__minus_00_dot_72 GarbageCan_bar__plus_01_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_68)
        (objectAtLocation Lettuce_bar__plus_01_dot_32_bar__plus_00_dot_18_bar__minus_00_dot_72 loc_bar_3_bar_2_bar_1_bar_30)
        (pickupable Lettuce_bar__plus_01_dot_32_bar__plus_00_dot_18_bar__minus_00_dot_72)
        (cleanable Lettuce_bar__plus_01_dot_32_bar__plus_00_dot_18_bar__minus_00_dot_72)
        (coolable Lettuce_bar__plus_01_dot_32_bar__plus_00_dot_18_bar__minus_00_dot_72)
        (sliceable Lettuce_bar__plus_01_dot_32_bar__plus_00_dot_18_bar__minus_00_dot_72)
        (objectType Lettuce_bar__minus_02_dot_99_bar__plus_00_dot_83_bar__plus_02_dot_33 LettuceType)
        (inReceptacle Lettuce_bar__minus_02_dot_99_bar__plus_00_dot_83_bar__plus_02_dot_33 GarbageCan_bar__plus_01_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_68)
        (objectAtLocation Lettuce_bar__minus_02_dot_99_bar__plus_00_dot_83_bar__plus_02_dot_33 loc_bar_3_bar_2_bar_1_bar_30)
        (pickupable Lettuce_bar__minus_02_dot_99_bar__plus_00_dot_83_bar__plus_02_dot_33)
        (cleanable Lettuce_bar__minus_02_dot_99_bar__plus_00_dot_83_bar__plus_02_dot_33)
        (coolable Lettuce_bar__minus_02_dot_99_bar__plus_00_dot_83_bar__plus_02_dot_33)
        (sliceable Lettuce_bar__minus_02_dot_99_bar__plus_00_dot_83_bar__plus_02_dot_33)
        (objectType Lettuce_bar__minus_01_dot_24_bar__plus_00_dot_51_bar__plus_02_dot_77 LettuceType)
        (inReceptacle Lettuce_bar__minus_01_dot_24_bar__plus_00_dot_51_bar__plus_02_dot_77 Fridge_bar__minus_02_dot_48_bar__plus_00_dot_00_bar__minus_00_dot_78)
        (objectAtLocation Lettuce_bar__minus_01_dot_24_bar__plus_00_dot_51_bar__plus_02_dot_77 loc_bar__minus_6_bar__minus_3_bar_3_bar_30)
        (pickupable Lettuce_bar__minus_01_dot_24_bar__plus_00_dot_51_bar__plus_02_dot_77)
        (cleanable Lettuce_bar__minus_01_dot_24_bar__plus_00_dot_51_bar__plus_02_dot_77)
        (coolable Lettuce_bar__minus_01_dot_24_bar__plus_00_dot_51_bar__plus_02_dot_77)
        (sliceable Lettuce_bar__minus_01_dot_24_bar__plus_00_dot_51_bar__plus_02_dot_77)
        (objectType Apple_bar__plus_01_dot_75_bar__plus_01_dot_18_bar__minus_00_dot_79 AppleType)
        (inReceptacle Apple_bar__plus_01_dot_75_bar__plus_01_dot_18_bar__minus_00_dot_79 CounterTop_bar__plus_01_dot_59_bar__plus_00_dot_95_bar__plus_00_dot_41)
        (objectAtLocation Apple_bar__plus_01_dot_75_bar__plus_01_dot_18_bar__minus_00_dot_79 loc_bar_4_bar_3_bar_1_bar_30)
        (pickupable Apple_bar__plus_01_dot_75_bar__plus_01_dot_18_bar__minus_00_dot_79)
        (cleanable Apple_bar__plus_01_dot_75_bar__plus_01_dot_18_bar__minus_00_dot_79)
        (heatable Apple_bar__plus_01_dot_75_bar__plus_01_dot_18_bar__minus_00_dot_79)
        (coolable Apple_bar__plus_01_dot_75_bar__plus_01_dot_18_bar__minus_00_dot_79)
        (sliceable Apple_bar__plus_01_dot_75_bar__plus_01_dot_18_bar__minus_00_dot_79)
        (objectType Bowl_bar__minus_02_dot_48_bar__plus_00_dot_97_bar__plus_02_dot_41 BowlType)
        (inReceptacle Bowl_bar__minus_02_dot_48_bar__plus_00_dot_97_bar__plus_02_dot_41 Fridge_bar__minus_02_dot_48_bar__plus_00_dot_00_bar__minus_00_dot_78)
        (objectAtLocation Bowl_bar__minus_02_dot_48_bar__plus_00_dot_97_bar__plus_02_dot_41 loc_bar__minus_6_bar__minus_3_bar_3_bar_30)
        (pickupable Bowl_bar__minus_02_dot_48_bar__plus_00_dot_97_bar__plus_02_dot_41)
        (cleanable Bowl_bar__minus_02_dot_48_bar__plus_00_dot_97_bar__plus_02_dot_41)
        (coolable Bowl_bar__minus_02_dot_48_bar__plus_00_dot_97_bar__plus_02_dot_41)
        (isReceptacleObject Bowl_bar__minus_02_dot_48_bar__plus_00_dot_97_bar__plus_02_dot_41)
        (objectType Bread_bar__minus_01_dot_10_bar__plus_00_dot_50_bar__plus_01_dot_39 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_10_bar__plus_00_dot_50_bar__plus_01_dot_39 Fridge_bar__minus_02_dot_48_bar__plus_00_dot_00_bar__minus_00_dot_78)
        (objectAtLocation Bread_bar__minus_01_dot_10_bar__plus_00_dot_50_bar__plus_01_dot_39 loc_bar__minus_6_bar__minus_3_bar_3_bar_30)
        (pickupable Bread_bar__minus_01_dot_10_bar__plus_00_dot_50_bar__plus_01_dot_39)
        (heatable Bread_bar__minus_01_dot_10_bar__plus_00_dot_50_bar__plus_01_dot_39)
        (coolable Bread_bar__minus_01_dot_10_bar__plus_00_dot_50_bar__plus_01_dot_39)
        (sliceable Bread_bar__minus_01_dot_10_bar__plus_00_dot_50_bar__plus_01_dot_39)
        (objectType Bread_bar__plus_00_dot_69_bar__plus_00_dot_33_bar__minus_02_dot_72 BreadType)
        (inReceptacle Bread_bar__plus_00_dot_69_bar__plus_00_dot_33_bar__minus_02_dot_72 GarbageCan_bar__plus_01_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_68)
        (objectAtLocation Bread_bar__plus_00_dot_69_bar__plus_00_dot_33_bar__minus_02_dot_72 loc_bar_3_bar_2_bar_1_bar_30)
        (pickupable Bread_bar__plus_00_dot_69_bar__plus_00_dot_33_bar__minus_02_dot_72)
        (heatable Bread_bar__plus_00_dot_69_bar__plus_00_dot_33_bar__minus_02_dot_72)
        (coolable Bread_bar__plus_00_dot_69_bar__plus_00_dot_33_bar__minus_02_dot_72)
        (sliceable Bread_bar__plus_00_dot_69_bar__plus_00_dot_33_bar__minus_02_dot_72)
        (objectType Cup_bar__minus_02_dot_06_bar__plus_00_dot_30_bar__minus_01_dot_25 CupType)
        (inReceptacle Cup_bar__minus_02_dot_06_bar__plus_00_dot_30_bar__minus_01_dot_25 Cabinet_bar__plus_00_dot_15_bar__plus_02_dot_01_bar__minus_01_dot_60)
        (objectAtLocation Cup_bar__minus_02_dot_06_bar__plus_00_dot_30_bar__minus_01_dot_25 loc_bar_2_bar__minus_4_bar_2_bar__minus_30)
        (pickupable Cup_bar__minus_02_dot_06_bar__plus_00_dot_30_bar__minus_01_dot_25)
        (cleanable Cup_bar__minus_02_dot_06_bar__plus_00_dot_30_bar__minus_01_dot_25)
        (heatable Cup_bar__minus_02_dot_06_bar__plus_00_dot_30_bar__minus_01_dot_25)
        (coolable Cup_bar__minus_02_dot_06_bar__plus_00_dot_30_bar__minus_01_dot_25)
        (isReceptacleObject Cup_bar__minus_02_dot_06_bar__plus_00_dot_30_bar__minus_01_dot_25)
        (objectType Pan_bar__plus_00_dot_84_bar__plus_00_dot_87_bar__plus_01_dot_83 PanType)
        (inReceptacle Pan_bar__plus_00_dot_84_bar__plus_00_dot_87_bar__plus_01_dot_83 Cabinet_bar__plus_00_dot_15_bar__plus_02_dot_01_bar__minus_01_dot_60)
        (objectAtLocation Pan_bar__plus_00_dot_84_bar__plus_00_dot_87_bar__plus_01_dot_83 loc_bar_2_bar__minus_4_bar_2_bar__minus_30)
        (pickupable Pan_bar__plus_00_dot_84_bar__plus_00_dot_87_bar__plus_01_dot_83)
        (cleanable Pan_bar__plus_00_dot_84_bar__plus_00_dot_87_bar__plus_01_dot_83)
        (coolable Pan_bar__plus_00_dot_84_bar__plus_00_dot_87_bar__plus_01_dot_83)
        (isReceptacleObject Pan_bar__plus_00_dot_84_bar__plus_00_dot_87_bar__plus_01_dot_83)
        (objectType SaltShaker_bar__plus_01_dot_81_bar__plus_00_dot_13_bar__plus_00_dot_46 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_01_dot_81_bar__plus_00_dot_13_bar__plus_00_dot_46 Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_01_dot_64)
        (objectAtLocation SaltShaker_bar__plus_01_dot_81_bar__plus_00_dot_13_bar__plus_00_dot_46 loc_bar__minus_6_bar_5_bar_3_bar_0)
        (pickupable SaltShaker_bar__plus_01_dot_81_bar__plus_00_dot_13_bar__plus_00_dot_46)
        (objectType SaltShaker_bar__minus_01_dot_45_bar__plus_00_dot_77_bar__plus_00_dot_08 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_01_dot_45_bar__plus_00_dot_77_bar__plus_00_dot_08 Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_40_bar__plus_00_dot_64)
        (objectAtLocation SaltShaker_bar__minus_01_dot_45_bar__plus_00_dot_77_bar__plus_00_dot_08 loc_bar__minus_5_bar_0_bar_3_bar_30)
        (pickupable SaltShaker_bar__minus_01_dot_45_bar__plus_00_dot_77_bar__plus_00_dot_08)
        (objectType SoapBottle_bar__plus_01_dot_22_bar__plus_00_dot_73_bar__plus_01_dot_90 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_22_bar__plus_00_dot_73_bar__plus_01_dot_90 Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__minus_00_dot_03)
        (objectAtLocation SoapBottle_bar__plus_01_dot_22_bar__plus_00_dot_73_bar__plus_01_dot_90 loc_bar__minus_6_bar_1_bar_3_bar_30)
        (pickupable SoapBottle_bar__plus_01_dot_22_bar__plus_00_dot_73_bar__plus_01_dot_90)
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
