(define (problem plan_trial_T00000000_000001_000134)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BowlType - otype
        BreadType - otype
        ButterKnifeType - otype
        CupType - otype
        EggType - otype
        ForkType - otype
        KnifeType - otype
        PepperShakerType - otype
        SoapBottleType - otype
        Egg_bar__minus_01_dot_71_bar__plus_00_dot_48_bar__plus_00_dot_78 - object
        Egg_bar__minus_00_dot_44_bar__plus_01_dot_40_bar__minus_01_dot_39 - object
        Bowl_bar__minus_00_dot_53_bar__plus_00_dot_70_bar__minus_01_dot_70 - object
        Bowl_bar__minus_01_dot_64_bar__plus_01_dot_12_bar__plus_02_dot_80 - object
        Bread_bar__plus_01_dot_71_bar__plus_01_dot_30_bar__plus_02_dot_89 - object
        Cup_bar__minus_01_dot_15_bar__plus_00_dot_90_bar__plus_00_dot_28 - object
        Cup_bar__plus_01_dot_90_bar__plus_00_dot_42_bar__minus_00_dot_85 - object
        Fork_bar__plus_01_dot_20_bar__plus_01_dot_41_bar__minus_00_dot_13 - object
        PepperShaker_bar__minus_00_dot_05_bar__plus_01_dot_14_bar__minus_02_dot_58 - object
        PepperShaker_bar__minus_01_dot_60_bar__plus_00_dot_88_bar__minus_02_dot_75 - object
        SoapBottle_bar__minus_00_dot_72_bar__plus_00_dot_44_bar__minus_00_dot_02 - object
        Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_11 - receptacle
        Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_55_bar__plus_00_dot_59 - receptacle
        Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08 - receptacle
        Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63 - receptacle
        Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21 - receptacle
        Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92 - receptacle
        Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_02_dot_39 - receptacle
        Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 - receptacle
        Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 - receptacle
        Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin - receptacle
        loc_bar_0_bar_0_bar_3_bar_30 - location
        loc_bar_0_bar_7_bar_3_bar__minus_30 - location
        loc_bar_0_bar__minus_2_bar_3_bar__minus_30 - location
        loc_bar_10_bar__minus_9_bar_1_bar_30 - location
        loc_bar_1_bar_11_bar_3_bar_30 - location
        loc_bar_1_bar_5_bar_3_bar_30 - location
        loc_bar_1_bar_6_bar_1_bar_0 - location
        loc_bar_1_bar_9_bar_1_bar_30 - location
        loc_bar_2_bar_1_bar_1_bar_30 - location
        loc_bar_2_bar_3_bar_1_bar_30 - location
        loc_bar_2_bar_9_bar_1_bar_30 - location
        loc_bar_4_bar_5_bar_1_bar_30 - location
        loc_bar_4_bar_6_bar_1_bar_0 - location
        )
(:init
        (atLocation agent1 loc_bar_10_bar__minus_9_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_11 loc_bar_1_bar_9_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_11)
        (receptacleType Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_55_bar__plus_00_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_55_bar__plus_00_dot_59 loc_bar_2_bar_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_55_bar__plus_00_dot_59)
        (receptacleType Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08 loc_bar_1_bar_6_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08)
        (receptacleType Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63 loc_bar_1_bar_5_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63)
        (receptacleType Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11 loc_bar_1_bar_11_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 loc_bar_0_bar__minus_2_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21 loc_bar_0_bar_7_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21)
        (receptacleType Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92 loc_bar_2_bar_3_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92)
        (receptacleType Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_02_dot_39 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_02_dot_39 loc_bar_2_bar_9_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_02_dot_39)
        (receptacleType Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 loc_bar_0_bar_0_bar_3_bar_30)
        (openable Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12)
        (receptacleType Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 loc_bar_4_bar_6_bar_1_bar_0)
        (openable Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65)
        (receptacleType Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin loc_bar_4_bar_5_bar_1_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType EggType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (objectType Egg_bar__minus_01_dot_71_bar__plus_00_dot_48_bar__plus_00_dot_78 EggType)
        (inReceptacle Egg_bar__minus_01_dot_71_bar__plus_00_dot_48_bar__plus_00_dot_78 Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65)
        (objectAtLocation Egg_bar__minus_01_dot_71_bar__plus_00_dot_48_bar__plus_00_dot_78 loc_bar_4_bar_6_bar_1_bar_0)
        (pickupable Egg_bar__minus_01_dot_71_bar__plus_00_dot_48_bar__plus_00_dot_78)
        (cleanable Egg_bar__minus_01_dot_71_bar__plus_00_dot_48_bar__plus_00_dot_78)
        (heatable Egg_bar__minus_01_dot_71_bar__plus_00_dot_48_bar__plus_00_dot_78)
        (coolable Egg_bar__minus_01_dot_71_bar__plus_00_dot_48_bar__plus_00_dot_78)
        (sliceable Egg_bar__minus_01_dot_71_bar__plus_00_dot_48_bar__plus_00_dot_78)
        (objectType Egg_bar__minus_00_dot_44_bar__plus_01_dot_40_bar__minus_01_dot_39 EggType)
        (inReceptacle Egg_bar__minus_00_dot_44_bar__plus_01_dot_40_bar__minus_01_dot_39 Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin)
        (objectAtLocation Egg_bar__minus_00_dot_44_bar__plus_01_dot_40_bar__minus_01_dot_39 loc_bar_4_bar_5_bar_1_bar_30)
        (pickupable Egg_bar__minus_00_dot_44_bar__plus_01_dot_40_bar__minus_01_dot_39)
        (cleanable Egg_bar__minus_00_dot_44_bar__plus_01_dot_40_bar__minus_01_dot_39)
        (heatable Egg_bar__minus_00_dot_44_bar__plus_01_dot_40_bar__minus_01_dot_39)
        (coolable Egg_bar__minus_00_dot_44_bar__plus_01_dot_40_bar__minus_01_dot_39)
        (sliceable Egg_bar__minus_00_dot_44_bar__plus_01_dot_40_bar__minus_01_dot_39)
        (objectType Bowl_bar__minus_00_dot_53_bar__plus_00_dot_70_bar__minus_01_dot_70 BowlType)
        (inReceptacle Bowl_bar__minus_00_dot_53_bar__plus_00_dot_70_bar__minus_01_dot_70 Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33)
        (objectAtLocation Bowl_bar__minus_00_dot_53_bar__plus_00_dot_70_bar__minus_01_dot_70 loc_bar_0_bar__minus_2_bar_3_bar__minus_30)
        (pickupable Bowl_bar__minus_00_dot_53_bar__plus_00_dot_70_bar__minus_01_dot_70)
        (cleanable Bowl_bar__minus_00_dot_53_bar__plus_00_dot_70_bar__minus_01_dot_70)
        (coolable Bowl_bar__minus_00_dot_53_bar__plus_00_dot_70_bar__minus_01_dot_70)
        (isReceptacleObject Bowl_bar__minus_00_dot_53_bar__plus_00_dot_70_bar__minus_01_dot_70)
        (objectType Bowl_bar__minus_01_dot_64_bar__plus_01_dot_12_bar__plus_02_dot_80 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_64_bar__plus_01_dot_12_bar__plus_02_dot_80 Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_11)
        (objectAtLocation Bowl_bar__minus_01_dot_64_bar__plus_01_dot_12_bar__plus_02_dot_80 loc_bar_1_bar_9_bar_1_bar_30)
        (pickupable Bowl_bar__minus_01_dot_64_bar__plus_01_dot_12_bar__plus_02_dot_80)
        (cleanable Bowl_bar__minus_01_dot_64_bar__plus_01_dot_12_bar__plus_02_dot_80)
        (coolable Bowl_bar__minus_01_dot_64_bar__plus_01_dot_12_bar__plus_02_dot_80)
        (isReceptacleObject Bowl_bar__minus_01_dot_64_bar__plus_01_dot_12_bar__plus_02_dot_80)
        (objectType Bread_bar__plus_01_dot_71_bar__plus_01_dot_30_bar__plus_02_dot_89 BreadType)
        (inReceptacle Bread_bar__plus_01_dot_71_bar__plus_01_dot_30_bar__plus_02_dot_89 Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65)
        (objectAtLocation Bread_bar__plus_01_dot_71_bar__plus_01_dot_30_bar__plus_02_dot_89 loc_bar_4_bar_6_bar_1_bar_0)
        (pickupable Bread_bar__plus_01_dot_71_bar__plus_01_dot_30_bar__plus_02_dot_89)
        (heatable Bread_bar__plus_01_dot_71_bar__plus_01_dot_30_bar__plus_02_dot_89)
        (coolable Bread_bar__plus_01_dot_71_bar__plus_01_dot_30_bar__plus_02_dot_89)
        (sliceable Bread_bar__plus_01_dot_71_bar__plus_01_dot_30_bar__plus_02_dot_89)
        (objectType Cup_bar__minus_01_dot_15_bar__plus_00_dot_90_bar__plus_00_dot_28 CupType)
        (inReceptacle Cup_bar__minus_01_dot_15_bar__plus_00_dot_90_bar__plus_00_dot_28 Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin)
        (objectAtLocation Cup_bar__minus_01_dot_15_bar__plus_00_dot_90_bar__plus_00_dot_28 loc_bar_4_bar_5_bar_1_bar_30)
        (pickupable Cup_bar__minus_01_dot_15_bar__plus_00_dot_90_bar__plus_00_dot_28)
        (cleanable Cup_bar__minus_01_dot_15_bar__plus_00_dot_90_bar__plus_00_dot_28)
        (heatable Cup_bar__minus_01_dot_15_bar__plus_00_dot_90_bar__plus_00_dot_28)
        (coolable Cup_bar__minus_01_dot_15_bar__plus_00_dot_90_bar__plus_00_dot_28)
        (isReceptacleObject Cup_bar__minus_01_dot_15_bar__plus_00_dot_90_bar__plus_00_dot_28)
        (objectType Cup_bar__plus_01_dot_90_bar__plus_00_dot_42_bar__minus_00_dot_85 CupType)
        (inReceptacle Cup_bar__plus_01_dot_90_bar__plus_00_dot_42_bar__minus_00_dot_85 Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65)
        (objectAtLocation Cup_bar__plus_01_dot_90_bar__plus_00_dot_42_bar__minus_00_dot_85 loc_bar_4_bar_6_bar_1_bar_0)
        (pickupable Cup_bar__plus_01_dot_90_bar__plus_00_dot_42_bar__minus_00_dot_85)
        (cleanable Cup_bar__plus_01_dot_90_bar__plus_00_dot_42_bar__minus_00_dot_85)
        (heatable Cup_bar__plus_01_dot_90_bar__plus_00_dot_42_bar__minus_00_dot_85)
        (coolable Cup_bar__plus_01_dot_90_bar__plus_00_dot_42_bar__minus_00_dot_85)
        (isReceptacleObject Cup_bar__plus_01_dot_90_bar__plus_00_dot_42_bar__minus_00_dot_85)
        (objectType Fork_bar__plus_01_dot_20_bar__plus_01_dot_41_bar__minus_00_dot_13 ForkType)
        (inReceptacle Fork_bar__plus_01_dot_20_bar__plus_01_dot_41_bar__minus_00_dot_13 Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92)
        (objectAtLocation Fork_bar__plus_01_dot_20_bar__plus_01_dot_41_bar__minus_00_dot_13 loc_bar_2_bar_3_bar_1_bar_30)
        (pickupable Fork_bar__plus_01_dot_20_bar__plus_01_dot_41_bar__minus_00_dot_13)
        (cleanable Fork_bar__plus_01_dot_20_bar__plus_01_dot_41_bar__minus_00_dot_13)
        (objectType PepperShaker_bar__minus_00_dot_05_bar__plus_01_dot_14_bar__minus_02_dot_58 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_00_dot_05_bar__plus_01_dot_14_bar__minus_02_dot_58 Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92)
        (objectAtLocation PepperShaker_bar__minus_00_dot_05_bar__plus_01_dot_14_bar__minus_02_dot_58 loc_bar_2_bar_3_bar_1_bar_30)
        (pickupable PepperShaker_bar__minus_00_dot_05_bar__plus_01_dot_14_bar__minus_02_dot_58)
        (objectType PepperShaker_bar__minus_01_dot_60_bar__plus_00_dot_88_bar__minus_02_dot_75 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_01_dot_60_bar__plus_00_dot_88_bar__minus_02_dot_75 Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21)
        (objectAtLocation PepperShaker_bar__minus_01_dot_60_bar__plus_00_dot_88_bar__minus_02_dot_75 loc_bar_0_bar_7_bar_3_bar__minus_30)
        (pickupable PepperShaker_bar__minus_01_dot_60_bar__plus_00_dot_88_bar__minus_02_dot_75)
        (objectType SoapBottle_bar__minus_00_dot_72_bar__plus_00_dot_44_bar__minus_00_dot_02 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_72_bar__plus_00_dot_44_bar__minus_00_dot_02 Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_55_bar__plus_00_dot_59)
        (objectAtLocation SoapBottle_bar__minus_00_dot_72_bar__plus_00_dot_44_bar__minus_00_dot_02 loc_bar_2_bar_1_bar_1_bar_30)
        (pickupable SoapBottle_bar__minus_00_dot_72_bar__plus_00_dot_44_bar__minus_00_dot_02)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
