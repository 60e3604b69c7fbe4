(define (problem plan_trial_T00000000_000001_000147)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        CupType - otype
        EggType - otype
        KnifeType - otype
        LettuceType - otype
        PepperShakerType - otype
        PotType - otype
        PotatoType - otype
        SaltShakerType - otype
        SpatulaType - otype
        Potato_bar__minus_00_dot_98_bar__plus_00_dot_70_bar__minus_01_dot_55 - object
        Potato_bar__plus_01_dot_28_bar__plus_01_dot_22_bar__minus_00_dot_15 - object
        Potato_bar__minus_00_dot_72_bar__plus_01_dot_25_bar__minus_02_dot_39 - object
        Cup_bar__minus_00_dot_73_bar__plus_00_dot_77_bar__minus_02_dot_80 - object
        Cup_bar__plus_00_dot_98_bar__plus_01_dot_39_bar__plus_01_dot_51 - object
        Egg_bar__plus_02_dot_13_bar__plus_00_dot_28_bar__minus_00_dot_41 - object
        Egg_bar__plus_02_dot_70_bar__plus_01_dot_21_bar__minus_02_dot_24 - object
        Lettuce_bar__plus_00_dot_24_bar__plus_00_dot_51_bar__minus_00_dot_99 - object
        Lettuce_bar__plus_01_dot_25_bar__plus_01_dot_29_bar__minus_00_dot_03 - object
        PepperShaker_bar__plus_00_dot_83_bar__plus_00_dot_39_bar__minus_01_dot_47 - object
        Pot_bar__plus_00_dot_80_bar__plus_00_dot_01_bar__minus_00_dot_31 - object
        Pot_bar__minus_02_dot_83_bar__plus_01_dot_13_bar__plus_00_dot_92 - object
        SaltShaker_bar__minus_01_dot_60_bar__plus_00_dot_85_bar__minus_01_dot_37 - object
        Spatula_bar__plus_01_dot_45_bar__plus_00_dot_87_bar__minus_00_dot_58 - object
        Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87 - receptacle
        Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_02_dot_35 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77 - receptacle
        CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67 - receptacle
        CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58 - receptacle
        DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 - receptacle
        Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06 - receptacle
        Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06 - receptacle
        GarbageCan_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_80 - receptacle
        Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08 - receptacle
        loc_bar_2_bar_3_bar_3_bar_30 - location
        loc_bar_2_bar_8_bar_3_bar_30 - location
        loc_bar_3_bar_4_bar_1_bar_30 - location
        loc_bar_3_bar_5_bar_1_bar_0 - location
        loc_bar_3_bar_6_bar_1_bar_30 - location
        loc_bar_3_bar_8_bar_3_bar_30 - location
        loc_bar_3_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar_8_bar_1_bar_30 - location
        loc_bar_5_bar_1_bar_1_bar_0 - location
        loc_bar_5_bar_2_bar_1_bar_0 - location
        loc_bar_5_bar_2_bar_1_bar_30 - location
        loc_bar_5_bar_7_bar_1_bar_30 - location
        loc_bar_8_bar_4_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_8_bar_4_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87 loc_bar_3_bar_4_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87)
        (receptacleType Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_02_dot_35 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_02_dot_35 loc_bar_3_bar_6_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_02_dot_35)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28 loc_bar_5_bar_1_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87 loc_bar_5_bar_2_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77 loc_bar_3_bar_5_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77)
        (receptacleType CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67 loc_bar_5_bar_7_bar_1_bar_30)
        (receptacleType CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58 loc_bar_5_bar_2_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 loc_bar_2_bar_3_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06 loc_bar_4_bar_8_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06)
        (receptacleType Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06 loc_bar_3_bar_8_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06)
        (receptacleType GarbageCan_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_80 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_3_bar__minus_1_bar_3_bar_30)
        (receptacleType Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08 loc_bar_2_bar_8_bar_3_bar_30)
        (openable Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (canContain CabinetType CupType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpatulaType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType CupType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType PotatoType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (objectType Potato_bar__minus_00_dot_98_bar__plus_00_dot_70_bar__minus_01_dot_55 PotatoType)
        (inReceptacle Potato_bar__minus_00_dot_98_bar__plus_00_dot_70_bar__minus_01_dot_55 Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (objectAtLocation Potato_bar__minus_00_dot_98_bar__plus_00_dot_70_bar__minus_01_dot_55 loc_bar_2_bar_8_bar_3_bar_30)
        (pickupable Potato_bar__minus_00_dot_98_bar__plus_00_dot_70_bar__minus_01_dot_55)
        (cleanable Potato_bar__minus_00_dot_98_bar__plus_00_dot_70_bar__minus_01_dot_55)
        (heatable Potato_bar__minus_00_dot_98_bar__plus_00_dot_70_bar__minus_01_dot_55)
        (coolable Potato_bar__minus_00_dot_98_bar__plus_00_dot_70_bar__minus_01_dot_55)
        (sliceable Potato_bar__minus_00_dot_98_bar__plus_00_dot_70_bar__minus_01_dot_55)
        (objectType Potato_bar__plus_01_dot_28_bar__plus_01_dot_22_bar__minus_00_dot_15 PotatoType)
        (inReceptacle Potato_bar__plus_01_dot_28_bar__plus_01_dot_22_bar__minus_00_dot_15 Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (objectAtLocation Potato_bar__plus_01_dot_28_bar__plus_01_dot_22_bar__minus_00_dot_15 loc_bar_2_bar_8_bar_3_bar_30)
        (pickupable Potato_bar__plus_01_dot_28_bar__plus_01_dot_22_bar__minus_00_dot_15)
        (cleanable Potato_bar__plus_01_dot_28_bar__plus_01_dot_22_bar__minus_00_dot_15)
        (heatable Potato_bar__plus_01_dot_28_bar__plus_01_dot_22_bar__minus_00_dot_15)
        (coolable Potato_bar__plus_01_dot_28_bar__plus_01_dot_22_bar__minus_00_dot_15)
        (sliceable Potato_bar__plus_01_dot_28_bar__plus_01_dot_22_bar__minus_00_dot_15)
        (objectType Potato_bar__minus_00_dot_72_bar__plus_01_dot_25_bar__minus_02_dot_39 PotatoType)
        (inReceptacle Potato_bar__minus_00_dot_72_bar__plus_01_dot_25_bar__minus_02_dot_39 CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58)
        (objectAtLocation Potato_bar__minus_00_dot_72_bar__plus_01_dot_25_bar__minus_02_dot_39 loc_bar_5_bar_2_bar_1_bar_30)
        (pickupable Potato_bar__minus_00_dot_72_bar__plus_01_dot_25_bar__minus_02_dot_39)
        (cleanable Potato_bar__minus_00_dot_72_bar__plus_01_dot_25_bar__minus_02_dot_39)
        (heatable Potato_bar__minus_00_dot_72_bar__plus_01_dot_25_bar__minus_02_dot_39)
        (coolable Potato_bar__minus_00_dot_72_bar__plus_01_dot_25_bar__minus_02_dot_39)
        (sliceable Potato_bar__minus_00_dot_72_bar__plus_01_dot_25_bar__minus_02_dot_39)
        (objectType Cup_bar__minus_00_dot_73_bar__plus_00_dot_77_bar__minus_02_dot_80 CupType)
        (inReceptacle Cup_bar__minus_00_dot_73_bar__plus_00_dot_77_bar__minus_02_dot_80 CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58)
        (objectAtLocation Cup_bar__minus_00_dot_73_bar__plus_00_dot_77_bar__minus_02_dot_80 loc_bar_5_bar_2_bar_1_bar_30)
        (pickupable Cup_bar__minus_00_dot_73_bar__plus_00_dot_77_bar__minus_02_dot_80)
        (cleanable Cup_bar__minus_00_dot_73_bar__plus_00_dot_77_bar__minus_02_dot_80)
        (heatable Cup_bar__minus_00_dot_73_bar__plus_00_dot_77_bar__minus_02_dot_80)
        (coolable Cup_bar__minus_00_dot_73_bar__plus_00_dot_77_bar__minus_02_dot_80)
        (isReceptacleObject Cup_bar__minus_00_dot_73_bar__plus_00_dot_77_bar__minus_02_dot_80)
        (objectType Cup_bar__plus_00_dot_98_bar__plus_01_dot_39_bar__plus_01_dot_51 CupType)
        (inReceptacle Cup_bar__plus_00_dot_98_bar__plus_01_dot_39_bar__plus_01_dot_51 Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_02_dot_35)
        (objectAtLocation Cup_bar__plus_00_dot_98_bar__plus_01_dot_39_bar__plus_01_dot_51 loc_bar_3_bar_6_bar_1_bar_30)
        (pickupable Cup_bar__plus_00_dot_98_bar__plus_01_dot_39_bar__plus_01_dot_51)
        (cleanable Cup_bar__plus_00_dot_98_bar__plus_01_dot_39_bar__plus_01_dot_51)
        (heatable Cup_bar__plus_00_dot_98_bar__plus_01_dot_39_bar__plus_01_dot_51)
        (coolable Cup_bar__plus_00_dot_98_bar__plus_01_dot_39_bar__plus_01_dot_51)
        (isReceptacleObject Cup_bar__plus_00_dot_98_bar__plus_01_dot_39_bar__plus_01_dot_51)
        (objectType Egg_bar__plus_02_dot_13_bar__plus_00_dot_28_bar__minus_00_dot_41 EggType)
        (inReceptacle Egg_bar__plus_02_dot_13_bar__plus_00_dot_28_bar__minus_00_dot_41 Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (objectAtLocation Egg_bar__plus_02_dot_13_bar__plus_00_dot_28_bar__minus_00_dot_41 loc_bar_2_bar_8_bar_3_bar_30)
        (pickupable Egg_bar__plus_02_dot_13_bar__plus_00_dot_28_bar__minus_00_dot_41)
        (cleanable Egg_bar__plus_02_dot_13_bar__plus_00_dot_28_bar__minus_00_dot_41)
        (heatable Egg_bar__plus_02_dot_13_bar__plus_00_dot_28_bar__minus_00_dot_41)
        (coolable Egg_bar__plus_02_dot_13_bar__plus_00_dot_28_bar__minus_00_dot_41)
        (sliceable Egg_bar__plus_02_dot_13_bar__plus_00_dot_28_bar__minus_00_dot_41)
        (objectType Egg_bar__plus_02_dot_70_bar__plus_01_dot_21_bar__minus_02_dot_24 EggType)
        (inReceptacle Egg_bar__plus_02_dot_70_bar__plus_01_dot_21_bar__minus_02_dot_24 CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58)
        (objectAtLocation Egg_bar__plus_02_dot_70_bar__plus_01_dot_21_bar__minus_02_dot_24 loc_bar_5_bar_2_bar_1_bar_30)
        (pickupable Egg_bar__plus_02_dot_70_bar__plus_01_dot_21_bar__minus_02_dot_24)
        (cleanable Egg_bar__plus_02_dot_70_bar__plus_01_dot_21_bar__minus_02_dot_24)
        (heatable Egg_bar__plus_02_dot_70_bar__plus_01_dot_21_bar__minus_02_dot_24)
        (coolable Egg_bar__plus_02_dot_70_bar__plus_01_dot_21_bar__minus_02_dot_24)
        (sliceable Egg_bar__plus_02_dot_70_bar__plus_01_dot_21_bar__minus_02_dot_24)
        (objectType Lettuce_bar__plus_00_dot_24_bar__plus_00_dot_51_bar__minus_00_dot_99 LettuceType)
        (inReceptacle Lettuce_bar__plus_00_dot_24_bar__plus_00_dot_51_bar__minus_00_dot_99 CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67)
        (objectAtLocation Lettuce_bar__plus_00_dot_24_bar__plus_00_dot_51_bar__minus_00_dot_99 loc_bar_5_bar_7_bar_1_bar_30)
        (pickupable Lettuce_bar__plus_00_dot_24_bar__plus_00_dot_51_bar__minus_00_dot_99)
        (cleanable Lettuce_bar__plus_00_dot_24_bar__plus_00_dot_51_bar__minus_00_dot_99)
        (coolable Lettuce_bar__plus_00_dot_24_bar__plus_00_dot_51_bar__minus_00_dot_99)
        (sliceable Lettuce_bar__plus_00_dot_24_bar__plus_00_dot_51_bar__minus_00_dot_99)
        (objectType Lettuce_bar__plus_01_dot_25_bar__plus_01_dot_29_bar__minus_00_dot_03 LettuceType)
        (inReceptacle Lettuce_bar__plus_01_dot_25_bar__plus_01_dot_29_bar__minus_00_dot_03 GarbageCan_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (objectAtLocation Lettuce_bar__plus_01_dot_25_bar__plus_01_dot_29_bar__minus_00_dot_03 loc_bar_3_bar__minus_1_bar_3_bar_30)
        (pickupable Lettuce_bar__plus_01_dot_25_bar__plus_01_dot_29_bar__minus_00_dot_03)
        (cleanable Lettuce_bar__plus_01_dot_25_bar__plus_01_dot_29_bar__minus_00_dot_03)
        (coolable Lettuce_bar__plus_01_dot_25_bar__plus_01_dot_29_bar__minus_00_dot_03)
        (sliceable Lettuce_bar__plus_01_dot_25_bar__plus_01_dot_29_bar__minus_00_dot_03)
        (objectType PepperShaker_bar__plus_00_dot_83_bar__plus_00_dot_39_bar__minus_01_dot_47 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_00_dot_83_bar__plus_00_dot_39_bar__minus_01_dot_47 DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88)
        (objectAtLocation PepperShaker_bar__plus_00_dot_83_bar__plus_00_dot_39_bar__minus_01_dot_47 loc_bar_2_bar_3_bar_3_bar_30)
        (pickupable PepperShaker_bar__plus_00_dot_83_bar__plus_00_dot_39_bar__minus_01_dot_47)
        (objectType Pot_bar__plus_00_dot_80_bar__plus_00_dot_01_bar__minus_00_dot_31 PotType)
        (inReceptacle Pot_bar__plus_00_dot_80_bar__plus_00_dot_01_bar__minus_00_dot_31 Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_02_dot_35)
        (objectAtLocation Pot_bar__plus_00_dot_80_bar__plus_00_dot_01_bar__minus_00_dot_31 loc_bar_3_bar_6_bar_1_bar_30)
        (pickupable Pot_bar__plus_00_dot_80_bar__plus_00_dot_01_bar__minus_00_dot_31)
        (cleanable Pot_bar__plus_00_dot_80_bar__plus_00_dot_01_bar__minus_00_dot_31)
        (coolable Pot_bar__plus_00_dot_80_bar__plus_00_dot_01_bar__minus_00_dot_31)
        (isReceptacleObject Pot_bar__plus_00_dot_80_bar__plus_00_dot_01_bar__minus_00_dot_31)
        (objectType Pot_bar__minus_02_dot_83_bar__plus_01_dot_13_bar__plus_00_dot_92 PotType)
        (inReceptacle Pot_bar__minus_02_dot_83_bar__plus_01_dot_13_bar__plus_00_dot_92 Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77)
        (objectAtLocation Pot_bar__minus_02_dot_83_bar__plus_01_dot_13_bar__plus_00_dot_92 loc_bar_3_bar_5_bar_1_bar_0)
        (pickupable Pot_bar__minus_02_dot_83_bar__plus_01_dot_13_bar__plus_00_dot_92)
        (cleanable Pot_bar__minus_02_dot_83_bar__plus_01_dot_13_bar__plus_00_dot_92)
        (coolable Pot_bar__minus_02_dot_83_bar__plus_01_dot_13_bar__plus_00_dot_92)
        (isReceptacleObject Pot_bar__minus_02_dot_83_bar__plus_01_dot_13_bar__plus_00_dot_92)
        (objectType SaltShaker_bar__minus_01_dot_60_bar__plus_00_dot_85_bar__minus_01_dot_37 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_01_dot_60_bar__plus_00_dot_85_bar__minus_01_dot_37 Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87)
        (objectAtLocation SaltShaker_bar__minus_01_dot_60_bar__plus_00_dot_85_bar__minus_01_dot_37 loc_bar_5_bar_2_bar_1_bar_0)
        (pickupable SaltShaker_bar__minus_01_dot_60_bar__plus_00_dot_85_bar__minus_01_dot_37)
        (objectType Spatula_bar__plus_01_dot_45_bar__plus_00_dot_87_bar__minus_00_dot_58 SpatulaType)
        (inReceptacle Spatula_bar__plus_01_dot_45_bar__plus_00_dot_87_bar__minus_00_dot_58 Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06)
        (objectAtLocation Spatula_bar__plus_01_dot_45_bar__plus_00_dot_87_bar__minus_00_dot_58 loc_bar_4_bar_8_bar_1_bar_30)
        (pickupable Spatula_bar__plus_01_dot_45_bar__plus_00_dot_87_bar__minus_00_dot_58)
        (cleanable Spatula_bar__plus_01_dot_45_bar__plus_00_dot_87_bar__minus_00_dot_58)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r GarbageCanType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
